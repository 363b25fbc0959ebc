import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../tests/support/shopper';
import { callNames, sweep } from '../tests/support/bad-input-sweep';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

/** The bad-input sweep of every BFF call as a visitor (tests/support/bad-input-sweep.ts). */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('bad input on every BFF call', () => {
  it(`${callNames.length} calls answer a visitor's bad input with 4xx, never 5xx`, { timeout: 300_000 }, async () => {
    expect(callNames.length).toBeGreaterThanOrEqual(60);
    expect(await sweep(await createShopper(shop))).toEqual([]);
  });
});
