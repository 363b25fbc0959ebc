const base = 'http://127.0.0.1:3299';
function client() {
  let cookie = '', csrf = '';
  const store = (r) => {
    const set = r.headers.getSetCookie?.() ?? [];
    for (const c of set) { const kv = c.split(';')[0]; const [k] = kv.split('='); cookie = cookie.split('; ').filter((x) => x && !x.startsWith(k + '=')).concat(kv).join('; '); }
    const t = r.headers.get('x-csrf-token'); if (t) csrf = t;
  };
  const raw = async (path, init = {}) => { const r = await fetch(base + path, { redirect: 'manual', ...init, headers: { cookie, ...(init.headers ?? {}) } }); store(r); return r; };
  const call = async (name, body, opts = {}) => {
    const r = await raw(`/api/${name}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': opts.type ?? 'application/json', 'x-csrf-token': opts.noCsrf ? '' : csrf } });
    const text = await r.text(); let json; try { json = JSON.parse(text); } catch {}
    return { status: r.status, key: json?.error?.key, data: json?.data };
  };
  return { raw, call, get csrf() { return csrf; } };
}
const results = [];
const note = (label, a) => results.push(`${a.status} ${a.key ?? ''} ${label}`);
const login = async (c, email, password) => { await c.raw('/api/getSession'); return c.call('doLogin', { email, password }); };

// Editor makes an offer for kundin.
const editor = client(); await editor.raw('/api/getSession');
await editor.call('doLoginEditor', { email: 'redaktion@spiegelshop.example', password: 'Spiegel-Redaktion-2026' });
const made = await editor.call('doCreateOffer', { customerEmail: 'kundin@spiegelshop.example', validUntil: '2099-01-01', items: [{ variationId: 1000, quantity: 1, priceCents: 100 }] });
note('editor creates offer', made);
const { id, accessKey } = made.data;
const key = { offerId: id, accessKey };

const anon = client(); await anon.raw('/api/getSession');
const owner = client(); note('owner login', await login(owner, 'kundin@spiegelshop.example', 'Spiegel2026'));
const other = client(); note('other login', await login(other, 'haendler@spiegelshop.example', 'Spiegel2026'));
const accept = { ...key, billingAddressId: 1, paymentMethodId: 6000, legalConsents: { terms: true, cancellationRights: true, privacy: true } };
for (const [who, c] of [['anon', anon], ['other', other]]) {
  note(`${who} getOffer`, await c.call('getOffer', key));
  note(`${who} doAcceptOffer`, await c.call('doAcceptOffer', accept));
  note(`${who} doDeclineOffer`, await c.call('doDeclineOffer', key));
  note(`${who} getOffers`, await c.call('getOffers', {}));
  note(`${who} doCreateOffer`, await c.call('doCreateOffer', { customerEmail: 'kundin@spiegelshop.example', validUntil: '2099-01-01', items: [{ variationId: 1000, quantity: 1, priceCents: 1 }] }));
  note(`${who} getLatestOffers`, await c.call('getLatestOffers', {}));
  note(`${who} getPreferredDeliveryDays`, await c.call('getPreferredDeliveryDays', {}));
  note(`${who} setPreferredDelivery`, await c.call('setPreferredDelivery', { dropOffPlace: 'Garage' }));
  note(`${who} getParcelStations`, await c.call('getParcelStations', { postalCode: '10115' }));
  note(`${who} setParcelStation`, await c.call('setParcelStation', { locationId: 'demo-10115-101', postNumber: '12345678' }));
}
// Owner with wrong / odd keys and input.
const odd = [
  ['wrong key', { ...key, accessKey: accessKey.slice(0, -1) + 'x' }],
  ['huge id', { offerId: 99999999999999999999, accessKey }],
  ['string huge id', { offerId: '1e999', accessKey }],
  ['NUL key', { offerId: id, accessKey: '\u0000' }],
  ['long key', { offerId: id, accessKey: 'k'.repeat(5000) }],
  ['negative', { offerId: -1, accessKey }],
];
for (const [label, body] of odd) note(`owner getOffer ${label}`, await owner.call('getOffer', body));
note('owner accept huge ids', await owner.call('doAcceptOffer', { ...accept, billingAddressId: 99999999999999999999, paymentMethodId: 1e300 }));
note('owner accept NUL', await owner.call('doAcceptOffer', { ...accept, billingAddressId: '\u0000' }));
note('owner decline huge reason', await owner.call('doDeclineOffer', { ...key, reason: 'x'.repeat(100000) }));
note('owner decline control chars', await owner.call('doDeclineOffer', { ...key, reason: 'a\u0000b\u202e' }));
note('owner wrong content type', await owner.call('doAcceptOffer', 'offerId=1', { type: 'text/plain' }));
note('owner no csrf', await owner.call('doDeclineOffer', key, { noCsrf: true }));
note('owner broken json', await owner.call('doDeclineOffer', '{"offerId":', {}));
note('editor offer NUL email', await editor.call('doCreateOffer', { customerEmail: 'a\u0000@b.de', validUntil: '2099-01-01', items: [{ variationId: 1000, quantity: 1, priceCents: 1 }] }));
note('editor offer huge numbers', await editor.call('doCreateOffer', { customerEmail: 'kundin@spiegelshop.example', validUntil: '9999-99-99', items: [{ variationId: 1e300, quantity: 1e300, priceCents: 1e300 }] }));
note('editor offer invalid date', await editor.call('doCreateOffer', { customerEmail: 'kundin@spiegelshop.example', validUntil: '2099-02-31', items: [{ variationId: 1000, quantity: 1, priceCents: 1 }] }));
note('editor offer 51 items', await editor.call('doCreateOffer', { customerEmail: 'kundin@spiegelshop.example', validUntil: '2099-01-01', items: Array.from({ length: 51 }, () => ({ variationId: 1000, quantity: 1, priceCents: 1 })) }));
note('editor offer control-char note', await editor.call('doCreateOffer', { customerEmail: 'kundin@spiegelshop.example', validUntil: '2099-01-01', note: '<script>\u0000', items: [{ variationId: 1000, quantity: 1, priceCents: 1 }] }));
// Delivery calls for a guest with odd input.
const guest = client(); await guest.raw('/api/getSession'); note('guest login', await guest.call('doLoginAsGuest', { email: 'angriff@beispiel.de' }));
for (const body of [{ postalCode: '\u0000' }, { city: 'x'.repeat(10000) }, { postalCode: 99999 }, { postalCode: '12345', extra: 1 }]) note(`guest getParcelStations ${JSON.stringify(body).slice(0, 40)}`, await guest.call('getParcelStations', body));
for (const body of [{ day: '9999-99-99' }, { day: '2099-01-01' }, { neighbour: { name: 'a'.repeat(1e5), address: 'b' } }, { dropOffPlace: '\u0000' }, { dropOffPlace: 12 }]) note(`guest setPreferredDelivery ${JSON.stringify(body).slice(0, 40)}`, await guest.call('setPreferredDelivery', body));
for (const body of [{ locationId: '\u0000' }, { locationId: 'x'.repeat(1000) }, { locationId: '../../etc/passwd', postNumber: '123456' }, { locationId: 'demo-10115-101', postNumber: '99999999999999999999' }]) note(`guest setParcelStation ${JSON.stringify(body).slice(0, 40)}`, await guest.call('setParcelStation', body));
// Methods on the new calls.
for (const method of ['PUT', 'DELETE', 'PATCH']) { const r = await owner.raw('/api/getOffer', { method }); results.push(`${r.status} ${method} /api/getOffer`); }
const gr = await anon.raw(`/api/doAcceptOffer?body=${encodeURIComponent(JSON.stringify(accept))}`); results.push(`${gr.status} GET write call doAcceptOffer`);
// The page.
for (const [who, c] of [['anon', anon], ['other', other], ['owner', owner]]) {
  for (const path of [`/offer/${id}/${accessKey}`, `/en/offer/${id}/${accessKey}`, `/offer/${id}/wrong`, `/offer/99999999999999999999/x`, `/offer/%00/%ED%A0%80`]) {
    const r = await c.raw(path); results.push(`${r.status} ${who} GET ${path.slice(0, 50)} ${r.headers.get('location') ?? ''} ${r.headers.get('cache-control')} ${r.headers.get('referrer-policy')}`);
  }
  for (const method of ['PUT', 'DELETE']) { const r = await c.raw(`/offer/${id}/${accessKey}`, { method }); results.push(`${r.status} ${who} ${method} offer page`); }
  const post = await c.raw(`/offer/${id}/${accessKey}`, { method: 'POST', body: 'intent=decline&reason=%00', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base } });
  results.push(`${post.status} ${who} POST decline page ${post.headers.get('location') ?? ''}`);
  const json = await c.raw(`/offer/${id}/${accessKey}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: base } });
  results.push(`${json.status} ${who} POST json page`);
}
const cross = await owner.raw(`/offer/${id}/${accessKey}`, { method: 'POST', body: 'intent=decline', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } });
results.push(`${cross.status} owner cross-site POST decline`);
const after = await owner.call('getOffer', key); results.push(`${after.status} owner getOffer after all: status=${after.data?.status}`);
console.log(results.join('\n'));
