import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNameMatches, shopCookies } from '../core/consent/shop-cookies';
import type { ConsentService } from '../core/consent/consent-choice';
import { createCustomer, findSimpleVariation } from '../tests/support/shopper';
import { createBrowserLikeClient, startTestShop, type TestShop } from '../tests/support/test-shop';

/**
 * The cookie list of the consent settings is a legal text (issue 33): every cookie the running
 * shop really sets must be in the one table (core/consent/shop-cookies.ts) with the same name and
 * Max-Age, and the list the pages show (getInit's consent services) must say the same.
 */
let shop: TestShop;
let shortSessions: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ GA4_MEASUREMENT_ID: 'G-LOCALTEST' });
  shortSessions = await startTestShop({ ANONYMOUS_SESSION_DAYS: '7' });
});
afterAll(async () => {
  await shop.close();
  await shortSessions.close();
});

type SetCookie = { name: string; maxAge: number | null };

/** The cookies a response sets (a removal, Max-Age=0, sets none). */
function cookiesSetBy(response: Response): SetCookie[] {
  return response.headers
    .getSetCookie()
    .map((line) => ({
      name: line.split('=')[0]!,
      maxAge: /;\s*max-age=(\d+)/i.exec(line) ? Number(/;\s*max-age=(\d+)/i.exec(line)![1]) : null,
    }))
    .filter((cookie) => cookie.maxAge !== 0);
}

/** What a visitor's browser meets: a session, the page's first call, a cart, a login and a logout. */
async function cookiesOfAVisit(target: TestShop): Promise<SetCookie[]> {
  const seen: SetCookie[] = [];
  const browser = createBrowserLikeClient(target.url);
  const call = async (name: string, body?: unknown) => {
    const response = await browser.fetch(`/api/${name}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : {
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken ?? '' },
          }),
    });
    seen.push(...cookiesSetBy(response));
    return response;
  };
  await call('getSession');
  await call('getInit');
  const variation = await findSimpleVariation(target);
  expect((await call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
  // Signing in gives the session a new token (a new cookie), signing out ends it.
  const { email } = await createCustomer(target);
  expect((await call('doLogin', { email, password: 'Glasklar2026' })).status).toBe(200);
  await call('doLogoutUser', {});
  seen.push(...cookiesSetBy(await fetch(`${target.url}/api/getSession`)));
  return seen;
}

async function listedServices(target: TestShop): Promise<ConsentService[]> {
  const answer = (await (await fetch(`${target.url}/api/getInit`)).json()) as {
    data: { consent: { services: ConsentService[] } };
  };
  return answer.data.consent.services;
}

describe('the cookies the shop sets', () => {
  it.each([
    ['default', () => shop],
    ['ANONYMOUS_SESSION_DAYS=7', () => shortSessions],
  ])('are all in the table with their Max-Age, and the consent list says the same (%s)', async (_name, target) => {
    const { config } = target();
    const table = shopCookies({
      sessionDays: config.ANONYMOUS_SESSION_DAYS,
      analytics: config.analyticsMode !== 'off',
    });
    const seen = await cookiesOfAVisit(target());
    expect(seen.map((cookie) => cookie.name)).toContain('sid');
    const services = await listedServices(target());
    for (const cookie of seen) {
      const entry = table.find((row) => cookieNameMatches(row.name, cookie.name));
      expect(entry, `${cookie.name} is not in the table of cookies`).toBeDefined();
      expect(cookie.maxAge, cookie.name).toBe(entry!.maxAgeSeconds);
      // The page's list names it, under its service, with the same lifespan.
      const service = services.find((listed) => listed.storage.includes(entry!.name));
      expect(service?.id, cookie.name).toBe(entry!.service);
      expect(service!.lifespanDays * 86_400, cookie.name).toBe(cookie.maxAge);
    }
    const session = services.find((listed) => listed.id === 'session');
    expect(session).toMatchObject({ storage: ['sid'], lifespanDays: config.ANONYMOUS_SESSION_DAYS });
  });

  it("sets GA4's cookie (the local stand-in of Google's script) for as long as the table says", async () => {
    const script = await (await fetch(`${shop.url}/analytics-collector/gtag.js?id=G-LOCALTEST`)).text();
    const [, name, maxAge] = /document\.cookie = '(\w+)=.*max-age=(\d+)/.exec(script)!;
    const entry = shopCookies({ sessionDays: 30, analytics: true }).find((row) => row.name === name);
    expect(Number(maxAge)).toBe(entry?.maxAgeSeconds);
    const ga4 = (await listedServices(shop)).find((listed) => listed.id === 'ga4');
    expect(ga4).toMatchObject({
      storage: ['_ga', '_ga_*', 'localStorage: analytics-purchases'],
      lifespanDays: Number(maxAge) / 86_400,
    });
  });
});
