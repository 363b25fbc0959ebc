import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../tests/support/shopper';
import { sweep } from '../tests/support/bad-input-sweep';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

/** The bad-input sweep of every BFF call in a logged-in customer`s session (tests/support/bad-input-sweep.ts). */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('bad input on every BFF call', () => {
  it(
    "every call answers a logged-in customer's bad input with 4xx, never 5xx (the handlers behind the access checks)",
    { timeout: 300_000 },
    async () => {
      expect(await sweep(await createCustomer(shop))).toEqual([]);
    },
  );
});
