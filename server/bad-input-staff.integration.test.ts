import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRegistry } from '../core/call-registry.server';
import { demoOwner } from '../seed/editors';
import { createShopper } from '../tests/support/shopper';
import { callNames, sweep } from '../tests/support/bad-input-sweep';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

/** The bad-input sweep of the staff calls with the owner signed in (tests/support/bad-input-sweep.ts). */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('bad input on every BFF call', () => {
  it(
    'every staff call answers bad input with 4xx, never 5xx, with the owner signed in (the handlers themselves)',
    { timeout: 300_000 },
    async () => {
      const owner = await createShopper(shop);
      expect((await owner.call('doLoginStaff', { email: demoOwner.email, password: demoOwner.password })).status).toBe(
        200,
      );
      // Signing out last, so every other call runs signed in.
      const staffCalls = callNames
        .filter((name) => typeof callRegistry.get(name)!.access === 'object')
        .sort((a, b) => Number(a.startsWith('doLogout')) - Number(b.startsWith('doLogout')));
      expect(staffCalls).toContain('doRefundOrder');
      expect(await sweep(owner, staffCalls)).toEqual([]);
    },
  );
});
