import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

/**
 * The bad-input sweep of the page routes: every route (with and without the language prefix),
 * with the classes of input a careless client or an attacker sends: control characters and
 * unpaired surrogates in path and query, huge numbers, every HTTP method, JSON, text, empty and
 * broken bodies. Any answer is fine but a 5xx. Plain HTTP against the built shop (no browser).
 */
const pages = [
  '/',
  '/login',
  '/guest/login',
  '/reset-password',
  '/reset-password-success',
  '/set-new-password',
  '/confirm-account',
  '/confirm-email',
  '/editor/login',
  '/my-account',
  '/my-account/personal-data',
  '/my-account/billing-details',
  '/my-account/shipping-details',
  '/my-account/my-orders',
  '/my-account/my-orders/1',
  '/my-account/returns',
  '/my-account/new-return/1/abc',
  '/my-account/wishlist',
  '/checkout',
  '/readonly-checkout',
  '/mollie-payment',
  '/legal-disclosure',
  '/cart',
  '/confirmation/1/abc',
  '/offer/1/abc',
  '/wishlist',
  '/comparisonlist',
  '/search',
  '/tag/edelstahl',
  '/newsletter',
  '/contact',
  '/cancellation-form',
  '/review/163',
  '/cookie-settings',
  '/offline',
  '/p/1000/spiegel',
  '/rasierspiegel',
  '/gibt-es-nicht',
  '/en/cart',
  '/en/shaving-mirrors',
  '/de/checkout',
];

const queries = [
  '?term=%00',
  '?term=%ED%A0%80',
  '?page=99999999999999999999',
  '?page=-1&itemsPerPage=1e999&sort=%00',
  '?facets=99999999999999999999&priceMin=1e999&priceMax=%00',
  '?redirect=/%00',
  '?redirect=%0D%0ALocation:%20https://example.org',
  '?redirect=//example.org',
  '?orderId=99999999999999999999&accessKey=%00&paymentId=%0A&id=tr_%00',
  '?token=%00&email=%ED%A0%80',
  '?token=' + 'x'.repeat(500),
  '?notice=%00&saved=%00&created=1e999',
  '?order=99999999999999999999&accessKey=%00',
  '?order=1&accessKey=' + 'k'.repeat(500),
  '?returnTo=%00&returnTo=//example.org',
];

const oddPaths = [
  '/review/99999999999999999999',
  '/review/%00',
  '/%00',
  '/%ED%A0%80',
  '/tag/%00',
  '/tag/%F0%9F',
  '/confirmation/99999999999999999999/x',
  '/confirmation/1/%00',
  '/offer/99999999999999999999/x',
  '/offer/1/%00',
  '/offer/%ED%A0%80/%00',
  '/my-account/my-orders/99999999999999999999',
  '/my-account/my-orders/%00',
  '/my-account/new-return/99999999999999999999/%00',
  '/p/99999999999999999999/x',
  '/x_99999999999999999999',
  '/x_100_99999999999999999999',
  `/${'a'.repeat(3000)}`,
  // Control characters and host tricks in a path that ends in a slash (the trailing-slash redirect).
  '/%09/evil.example/',
  '/%0a/evil.example/',
  '/%0d/evil.example/',
  '/%5C/evil.example/',
  '/%2F/evil.example/',
  '/en/%0D%0A/x/',
  '/mollie-sandbox/checkout/tr_%00',
  '/offer-documents/99999999999999999999/offer.pdf?key=%00',
  '/offer-documents/1/offer.pdf?key=%ED%A0%80&lang=%00',
  '/staff?from=0000-01-01&to=2026-02-31&page=1e999',
  '/staff/bank-statements?page=-1',
  '/staff/customers?search=%00%25_&page=1e999&itemsPerPage=-1',
  '/staff/customers/99999999999999999999',
  '/staff/catalogue/manufacturers?edit=99999999999999999999',
  '/staff/catalogue/tags?edit=%00%ED%A0%80',
  '/staff/export/customer-99999999999999999999.json?lang=%00',
  '/staff/invitation/%00%ED%A0%80',
  `/staff/invitation/${'a'.repeat(500)}`,
  '/staff/login?step=code',
];

const bodies: Array<{ label: string; data?: string | Buffer; type?: string }> = [
  { label: 'JSON', data: '{"intent":"add","productId":1}', type: 'application/json' },
  { label: 'text', data: 'intent=add', type: 'text/plain' },
  { label: 'empty' },
  { label: 'empty form', data: '', type: 'application/x-www-form-urlencoded' },
  {
    label: 'form with control characters and huge numbers',
    data:
      'intent=add&productId=99999999999999999999&quantity=%00&email=%ED%A0%80&name=a%00b&password=%00&couponCode=%00&term=%00&orderId=1e999&cartItemId=-1' +
      '&orderItemIds=1e999&orderItemIds=-5&scope=%00&idempotencyKey=%00&botProofOfWork=%00&botQuestionToken=a.b.c&botAnswer=1e999',
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'broken multipart',
    data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    type: 'multipart/form-data',
  },
  { label: 'multipart without boundary', data: 'abc', type: 'multipart/form-data; boundary=' },
  {
    label: 'consent choice with nonsense',
    data: `intent=save&service=%00&service=${'ga4-'.repeat(200)}&returnTo=%0D%0ALocation:%20https://example.org&reply=data`,
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'offer answer with nonsense',
    data: 'intent=accept&billingAddressId=99999999999999999999&deliveryAddressId=-1&paymentMethodId=%00&terms=1&reason=%00',
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'parcel-station finder and preferred delivery with nonsense',
    data: `intent=findStations&stationPostalCode=%00&stationCity=${'x'.repeat(2000)}&preferredDeliveryShown=1&preferredDay=9999-99-99&deliveryWish=neighbour&neighbourName=%00&parcelStationId=%ED%A0%80&postNumber=1e999`,
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'withdrawal confirmation with nonsense',
    data: 'intent=confirm&name=A&email=a%40b.de&orderNumber=99999999999999999999&scope=some&orderItemIds=99999999999&idempotencyKey=x&botProofOfWork=e30%3D',
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'withdrawal soft login with nonsense',
    data: `intent=prove&order=1&accessKey=%00&proofName=%ED%A0%80&proofPostcode=${'9'.repeat(300)}`,
    type: 'application/x-www-form-urlencoded',
  },
];

/** Requests of the sweep in flight at once: the shop answers them side by side, as it does for many visitors. */
const inFlight = 8;

/** Answers the requests (method, path, body) that got a 5xx. */
async function sweep(client: APIRequestContext): Promise<string[]> {
  type Answer = { status(): number; headers(): Record<string, string> };
  const requests: Array<{ label: string; run: () => Promise<Answer> }> = [];
  const check = (label: string, run: () => Promise<Answer>) => {
    requests.push({ label, run });
  };
  const get = (path: string) => client.get(path, { maxRedirects: 0, failOnStatusCode: false });
  for (const path of pages) {
    check(`GET ${path}`, () => get(path));
    for (const query of queries) check(`GET ${path}${query}`, () => get(path + query));
    check(`GET ${path}.data`, () => get(`${path === '/' ? '/_root' : path}.data`));
    for (const body of bodies) {
      for (const target of [path, `${path === '/' ? '/_root' : path}.data`]) {
        check(`POST ${target} ${body.label}`, () =>
          client.post(target, {
            data: body.data,
            headers: body.type ? { 'content-type': body.type } : {},
            maxRedirects: 0,
            failOnStatusCode: false,
          }),
        );
      }
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      check(`${method} ${path}`, () =>
        client.fetch(path, {
          method,
          data: 'x=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          maxRedirects: 0,
          failOnStatusCode: false,
        }),
      );
    }
  }
  for (const path of oddPaths) {
    check(`GET ${path.slice(0, 60)}`, () => get(path));
    check(`POST ${path.slice(0, 60)}`, () =>
      client.post(path, {
        data: 'a=%00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        maxRedirects: 0,
        failOnStatusCode: false,
      }),
    );
  }
  // Every request is sent and checked; a few at a time, the failures listed in the sweep's order.
  const failures: string[][] = requests.map(() => []);
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const index = next++;
      const { label, run } = requests[index]!;
      const response = await run();
      if (response.status() >= 500) failures[index]!.push(`${response.status()} ${label}`);
      // Every redirect stays on the shop: nothing a browser reads as another host (//, /\, tabs).
      const location = response.headers()['location'];
      if (location !== undefined && !/^(\/(?![/\\])[^\s\\]*|http:\/\/127\.0\.0\.1:\d+\/[^\s\\]*)$/.test(location)) {
        failures[index]!.push(`Location ${JSON.stringify(location)} for ${label}`);
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return failures.flat();
}

test.describe('bad input on every page route', () => {
  test('a visitor without a session gets 4xx, never 5xx', async ({ request }) => {
    test.setTimeout(240_000);
    expect(await sweep(request)).toEqual([]);
  });

  test('a logged-in customer gets 4xx, never 5xx', async ({ baseURL }) => {
    test.setTimeout(240_000);
    const client = await playwrightRequest.newContext({ baseURL });
    const session = await client.get('/api/getSession');
    const csrf = session.headers()['x-csrf-token']!;
    const login = await client.post('/api/doLogin', {
      data: { email: 'kundin@spiegelshop.example', password: 'Spiegel2026' },
      headers: { 'x-csrf-token': csrf },
    });
    expect((await login.json()).data.isAuthorized).toBe(true);
    expect(await sweep(client)).toEqual([]);
    await client.dispose();
  });
});

test('a page route refuses methods it does not take with 405 and Allow, and other bodies with 415', async ({
  request,
}) => {
  const put = await request.fetch('/cart', { method: 'PUT', data: 'x=1', failOnStatusCode: false, maxRedirects: 0 });
  expect(put.status()).toBe(405);
  expect(put.headers()['allow']).toBe('GET, HEAD, POST');
  const json = await request.post('/cart', {
    data: '{"intent":"clear"}',
    headers: { 'content-type': 'application/json' },
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain('Format');
});

test('a form sent to a page that takes none is a 405 page that says so in de and en, not "Interner Serverfehler"', async ({
  request,
}) => {
  const cases = [
    { path: '/', title: 'Diese Seite nimmt keine Formulare an', wrong: 'Interner Serverfehler' },
    { path: '/en/shaving-mirrors', title: 'This page takes no forms', wrong: 'Internal Server Error' },
  ];
  for (const { path, title, wrong } of cases) {
    const response = await request.post(path, { form: { note: 'Hallo' }, failOnStatusCode: false, maxRedirects: 0 });
    expect(response.status(), path).toBe(405);
    const html = await response.text();
    expect(html, path).toContain(`<title>${title} | Spiegelshop</title>`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html, path).not.toContain(wrong);
  }
});
