import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way layers (docs/architecture.md) are enforced by the lint rule in eslint.config.js;
 * this checks that the rule really refuses the wrong directions (a rule that matches nothing
 * would let every import through silently).
 */
const eslint = new ESLint();

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('one-way layers', () => {
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
    expect(await layerErrors('core/api/call-registry.server.ts', importCalls)).toHaveLength(0);
  });

  it('lets each layer import the one below it', async () => {
    expect(
      await layerErrors('app/lib/example.ts', "export { formatMoney } from '../../core/i18n/format';\n"),
    ).toHaveLength(0);
    expect(await layerErrors('server/example.ts', "export { shopContext } from '../app/shop-context';\n")).toHaveLength(
      0,
    );
  });
});
