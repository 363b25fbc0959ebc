// Shoppers of the bench: sessions with their CSRF token, a cart and a wishlist, BFF calls.

/**
 * A shopper's session cookie with a line in the cart and a mirror on the wishlist, as the shoppers
 * who buy have: the benchmark's pages show their counts and hearts.
 */
export async function shopperWithCartAndWishlist(base) {
  const { cookie, csrf } = await newSession(base);
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' };
  const post = (name, body) => fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const list = await (
    await fetch(
      `${base}/api/getFacet?body=${encodeURIComponent(JSON.stringify({ categoryUrlPath: '/alle-spiegel', itemsPerPage: 100 }))}`,
    )
  ).json();
  const card = list.data.products.find((product) => product.canAddToCart && product.variationId);
  await post('doAddCartItem', { productId: card.variationId, quantity: 1 });
  await post('doAddWishlistItem', { variationId: card.variationId });
  return cookie;
}

/** A new session's cookie and CSRF token (getSession starts one). */
export async function newSession(base) {
  const response = await fetch(`${base}/api/getSession`);
  return {
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0],
    csrf: response.headers.get('x-csrf-token') ?? '',
  };
}

/** A shopper with a cookie jar of one session cookie and the session's CSRF token. */
export async function benchShopper(base) {
  let { cookie, csrf } = await newSession(base);
  const call = async (name, body = {}) => {
    const response = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    csrf = response.headers.get('x-csrf-token') ?? csrf;
    return { status: response.status, json: await response.json() };
  };
  return call;
}

/**
 * The demo retailer's session cookie (customer class 2, net prices): the business customer whose
 * pages come from a page variant of their own (ADR 0033).
 */
export async function businessCustomerSession(base) {
  const { cookie, csrf } = await newSession(base);
  const response = await fetch(`${base}/api/doLogin`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', locale: 'de' },
    body: JSON.stringify({ email: 'haendler@spiegelshop.example', password: 'Spiegel2026' }),
  });
  if (response.status !== 200) throw new Error(`the demo retailer's login was refused: ${response.status}`);
  return (response.headers.get('set-cookie') ?? cookie).split(';')[0];
}
