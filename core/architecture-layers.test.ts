import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The one-way layers (docs/architecture.md) are enforced by the lint rule in eslint.config.js;
 * this checks that the rule really refuses the wrong directions (a rule that matches nothing
 * would let every import through silently).
 */
const eslint = new ESLint();

async function layerErrors(filePath: string, source: string, rule = 'import-x/no-restricted-paths'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

// Loading the lint configuration (typescript-eslint, the resolver) takes seconds on a busy machine.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'core/warm-up.ts' }), 60_000);

describe('one-way layers', { timeout: 30_000 }, () => {
  it('refuses app/ and server/ in core/', async () => {
    expect(
      await layerErrors('core/orders/example.ts', "export { shopContext } from '../../app/shop-context';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('core/orders/example.ts', "export { createShopApp } from '../../server/app';\n"),
    ).toHaveLength(1);
  });

  it('refuses server/ in app/', async () => {
    expect(await layerErrors('app/lib/example.ts', "export { createShopApp } from '../../server/app';\n")).toHaveLength(
      1,
    );
  });

  it('refuses a call module in a service and in another call module, but not in the registry', async () => {
    const importCalls = "export { getOrder } from '../orders/calls.server';\n";
    expect(await layerErrors('core/checkout/example.server.ts', importCalls)).toHaveLength(1);
    expect(await layerErrors('core/payments/calls.server.ts', importCalls)).toHaveLength(1);
    expect(await layerErrors('core/call-registry.server.ts', importCalls)).toHaveLength(0);
    expect(
      await layerErrors('server/example.ts', "export { getOrder } from '../core/orders/calls.server';\n"),
    ).toHaveLength(1);
  });

  it('lets each layer import the one below it', async () => {
    expect(
      await layerErrors('app/lib/example.ts', "export { formatMoney } from '../../core/i18n/format';\n"),
    ).toHaveLength(0);
    expect(await layerErrors('server/example.ts', "export { shopContext } from '../app/shop-context';\n")).toHaveLength(
      0,
    );
  });

  it('keeps SQL out of call modules and the domain out of the database schema', async () => {
    const sqlRule = '@typescript-eslint/no-restricted-imports';
    const query = "import { eq } from 'drizzle-orm';\nexport const byId = eq;\n";
    expect(await layerErrors('core/cart/calls.server.ts', query, sqlRule)).toHaveLength(1);
    expect(await layerErrors('core/cart/cart.server.ts', query, sqlRule)).toHaveLength(0);
    const domainType = "export type { Customer } from '../customers/accounts.server';\n";
    expect(await layerErrors('core/db/order-schema.ts', domainType)).toHaveLength(1);
  });
});
