import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

describe('app/ in its documented order', { timeout: 30_000 }, () => {
  // The route modules' generated types (./+types/<route>): `npm run lint` makes them first.
  beforeAll(() => {
    if (!existsSync('.react-router/types/app/routes/+types')) execFileSync('npx', ['react-router', 'typegen']);
  }, 60_000);

  it('keeps root.tsx, routes and layouts above the features and the editor', async () => {
    const importRoute = "export { loader } from '../../routes/cart';\n";
    expect(await layerErrors('app/features/cart/example.ts', importRoute)).toHaveLength(1);
    expect(await layerErrors('app/editor/example.ts', "export { loader } from '../layouts/chrome';\n")).toHaveLength(1);
    // Nothing imports root.tsx: the root's data is useRootData (app/lib/root-data.ts).
    const importRoot = "export { loader } from '../root';\n";
    expect(await layerErrors('app/editor/example.ts', importRoot)).toHaveLength(1);
    expect(await layerErrors('app/layouts/example.tsx', importRoot)).toHaveLength(1);
    expect(await layerErrors('app/routes/example.tsx', importRoot)).toHaveLength(1);
    expect(await layerErrors('app/features/product/example.ts', "export { loader } from '../../root';\n")).toHaveLength(
      1,
    );
    expect(
      await layerErrors('app/editor/example.ts', "export { useRootData } from '../lib/root-data';\n"),
    ).toHaveLength(0);
  });

  it('keeps components, blocks, lib and i18n below the features and the editor', async () => {
    const importFeature = "export { AddToCartForm } from '../features/cart/add-to-cart-form';\n";
    for (const file of [
      'app/components/example.tsx',
      'app/blocks/example.tsx',
      'app/lib/example.ts',
      'app/i18n/example.ts',
    ]) {
      expect(await layerErrors(file, importFeature), file).toHaveLength(1);
    }
    expect(
      await layerErrors('app/components/header/example.tsx', "export { useShopper } from '../../lib/shopper-state';\n"),
    ).toHaveLength(0);
    expect(
      await layerErrors('app/lib/example.ts', "export { createEditorStore } from '../editor/editor-store';\n"),
    ).toHaveLength(1);
    expect(await layerErrors('app/routes/example.tsx', importFeature)).toHaveLength(0);
  });

  it('lets only root.tsx load the editor', async () => {
    const importEditor = "export { createEditorStore } from '../../editor/editor-store';\n";
    expect(await layerErrors('app/features/cart/example.ts', importEditor)).toHaveLength(1);
    expect(await layerErrors('app/routes/example.tsx', importEditor.replace('../../', '../'))).toHaveLength(1);
    expect(await layerErrors('app/editor/example.ts', importEditor.replace('../../editor/', './'))).toHaveLength(0);
  });

  it('keeps the staff area to its own routes and layout', async () => {
    const importStaff = "export { parseEuroCents } from '../../staff/money-input';\n";
    expect(await layerErrors('app/features/cart/example.ts', importStaff)).toHaveLength(1);
    expect(await layerErrors('app/components/header/example.tsx', importStaff)).toHaveLength(1);
    expect(await layerErrors('app/routes/staff/example.tsx', importStaff)).toHaveLength(0);
    expect(
      await layerErrors('app/staff/orders/example.ts', "export { loader } from '../../layouts/chrome';\n"),
    ).toHaveLength(1);
  });

  it('lets the editor call the BFF only through editor-api.ts', async () => {
    const importApi = "export { api } from '../lib/api';\n";
    expect(await layerErrors('app/editor/example-drawer.tsx', importApi)).toHaveLength(1);
    expect(await layerErrors('app/editor/example.ts', importApi)).toHaveLength(1);
    expect(await layerErrors('app/editor/editor-api.ts', importApi)).toHaveLength(0);
    // Its errors are the editor's to show.
    const importErrors = "export { ApiClientError } from '../lib/api-client';\n";
    expect(await layerErrors('app/editor/example-drawer.tsx', importErrors)).toHaveLength(0);
  });

  it('keeps generated route types in route modules and refuses imports that resolve to nothing', async () => {
    const routeTypes = "import type { Route } from './+types/home';\nexport type Args = Route.LoaderArgs;\n";
    expect(await layerErrors('app/routes/home.tsx', routeTypes, 'import-x/no-unresolved')).toHaveLength(0);
    expect(await layerErrors('app/routes/home.tsx', routeTypes)).toHaveLength(0);
    expect(
      await layerErrors('app/features/product/example.ts', routeTypes.replace('./+types/', '../../routes/+types/')),
    ).toHaveLength(1);
    const missing = "export { nothing } from './no-such-module';\n";
    expect(await layerErrors('app/lib/example.ts', missing, 'import-x/no-unresolved')).toHaveLength(1);
    expect(await layerErrors('core/orders/example.ts', missing, 'import-x/no-unresolved')).toHaveLength(1);
  });

  it('keeps server code out of every browser module of app/, types aside', async () => {
    const bundleRule = '@typescript-eslint/no-restricted-imports';
    const serverCode =
      "import { connectDatabase } from '../../core/db/connection.server';\nexport const db = connectDatabase;\n";
    expect(await layerErrors('app/editor/example.ts', serverCode, bundleRule)).toHaveLength(1);
    expect(await layerErrors('app/blocks/example.ts', serverCode, bundleRule)).toHaveLength(1);
    expect(await layerErrors('app/example.ts', serverCode.replaceAll('../../', '../'), bundleRule)).toHaveLength(1);
    const serverType = "export type { ShopperState } from '../../core/shopper-state.server';\n";
    expect(await layerErrors('app/editor/example.ts', serverType, bundleRule)).toHaveLength(0);
  });

  it('refuses an import circle inside app/', async () => {
    // consent-store.ts imports shopper-state.ts: shopper-state.ts importing it closes a circle.
    const circle = "import { useConsent } from './consent-store';\nexport const consent = useConsent;\n";
    expect(await layerErrors('app/lib/shopper-state.ts', circle, 'import-x/no-cycle')).toHaveLength(1);
    expect(await layerErrors('app/lib/example.ts', circle, 'import-x/no-cycle')).toHaveLength(0);
  });
});
