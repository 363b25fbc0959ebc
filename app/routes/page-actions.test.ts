import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { fakeShopContext } from '../../tests/support/fake-shop-context';

/**
 * The sweep of every page action for refused calls: whatever call a form makes may be refused
 * (429 too many attempts, 403 a missing proof, 409 a conflict …). The page must then answer with
 * the form and a message (a 4xx), never the error page: an action may return, or throw a
 * redirect or a 4xx, but never let the refusal escape (React Router answers that with 500).
 */
type ActionModule = { action?: (args: unknown) => unknown };
const routeModules = import.meta.glob<ActionModule>('./*.tsx', { eager: true });
const sources = import.meta.glob<string>(['../routes/*.tsx', '../features/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every intent a form of the shop posts (from the sources), and none at all. */
const intents = [
  '',
  ...new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/intent(?:'\)|"\]|\s*===?\s*|"\s+value=|\s*:\s*)['"]([a-zA-Z]+)['"]/g)].map((m) => m[1]!),
    ),
  ),
];

/** Fields filled as a person would, so an action's own checks let the form reach its call. */
const typicalFields: Record<string, string> = {
  email: 'kundin@example.org',
  newEmail: 'neu@example.org',
  password: 'Lange-Geheime-Phrase-42',
  currentPassword: 'Lange-Geheime-Phrase-41',
  newPassword: 'Lange-Geheime-Phrase-43',
  passwordRepeat: 'Lange-Geheime-Phrase-42',
  newPasswordRepeat: 'Lange-Geheime-Phrase-43',
  firstName: 'Erika',
  lastName: 'Mustermann',
  name: 'Erika Mustermann',
  postcode: '10115',
  zipCode: '10115',
  street: 'Hauptstraße',
  houseNumber: '1',
  town: 'Berlin',
  countryId: '1',
  message: 'Guten Tag, eine Frage zum Spiegel.',
  subject: 'Frage',
  orderNumber: '1',
  orderId: '1',
  orderItemIds: '1',
  scope: 'all',
  quantity: '1',
  productId: '1',
  variationId: '1',
  itemId: '1',
  cartItemId: '1',
  couponCode: 'SOMMER',
  rating: '5',
  title: 'Schön',
  text: 'Ein schöner Spiegel.',
  terms: '1',
  privacyPolicy: '1',
  withdrawal: '1',
  token: 'a'.repeat(43),
  accessKey: 'k'.repeat(32),
  idempotencyKey: '00000000-0000-4000-8000-000000000001',
  returnTo: '/',
  js: '1',
};

/**
 * Reads of the visitor's own state, which no one can make refuse: they answer (as for a logged-in
 * customer with an empty wishlist), so the sweep reaches the calls a form makes after them.
 */
const ownStateReads: Record<string, unknown> = {
  getSession: {
    user: { email: 'kundin@example.org', guestMail: null, showNetPrices: false },
    basket: { itemQuantity: 1, itemWishListIds: [] },
    comparisonItemIds: [],
    isAuthorized: true,
    isGuest: false,
    validGuestEmail: false,
    loginExpired: false,
    sessionMismatch: false,
  },
  getPageShell: { consent: { services: [] } },
  getWishlist: [],
  getComparisonList: [],
};

const params = { orderId: '1', accessKey: 'k'.repeat(32), offerId: '1', itemId: '1', id: '1' };

function contextRefusing(status: number, key: string, calls: string[]) {
  return fakeShopContext(async (name) => {
    if (name in ownStateReads) return ownStateReads[name];
    calls.push(name);
    throw new ApiError({ status, key, message: 'refused' });
  });
}

/** What the action let escape, as a sentence; null when the page answers as it should. */
async function escaped(run: () => unknown): Promise<string | null> {
  try {
    const answer = (await run()) as { type?: string; init?: { status?: number } } | null;
    const status = answer?.type === 'DataWithResponseInit' ? (answer.init?.status ?? 200) : 200;
    return status >= 500 ? `answered ${status}` : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status >= 500 ? `threw a ${thrown.status} response` : null;
    const data = thrown as { type?: string; init?: { status?: number } };
    if (data?.type === 'DataWithResponseInit') {
      return (data.init?.status ?? 500) >= 500 ? `threw data with ${data.init?.status}` : null;
    }
    return `threw ${thrown instanceof Error ? thrown.message : String(thrown)}`;
  }
}

const refusals: Array<[number, string]> = [
  [401, 'unauthorized'],
  [429, 'tooManyRequests'],
  [403, 'forbidden'],
  [409, 'conflict'],
];

describe('page actions when a call is refused', () => {
  const withAction = Object.entries(routeModules).filter(([, module]) => typeof module.action === 'function');

  it('cover every route with a form', () => {
    expect(withAction.length).toBeGreaterThanOrEqual(20);
    expect(intents.length).toBeGreaterThan(10);
  });

  it.each(refusals)('answer %i (%s) with the form and a message, never the error page', async (status, key) => {
    const failures: string[] = [];
    const reachedCalls = new Set<string>();
    for (const [file, module] of withAction) {
      for (const intent of intents) {
        const calls: string[] = [];
        const form = new URLSearchParams({ ...typicalFields, ...(intent ? { intent } : {}) });
        const request = new Request('http://shop.test/seite', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        const problem = await escaped(() =>
          module.action!({ request, params, context: contextRefusing(status, key, calls) }),
        );
        for (const call of calls) reachedCalls.add(call);
        if (problem) failures.push(`${file} intent=${intent || '(none)'}: ${problem} (calls: ${calls.join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
    // The sweep reaches the forms' calls, not only their own checks before them.
    expect(reachedCalls.size).toBeGreaterThan(20);
  });
});
