import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBlocks, shopSettings } from '../db/schema';
import { demoEditor } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { defaultHomeBlocks } from './blocks/default-home-blocks.server';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function call(name: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.url}/api/${name}?body=${encodeURIComponent(JSON.stringify(body))}`, {
    headers,
  });
  return { status: response.status, json: (await response.json()) as { data?: unknown; error?: { key: string } } };
}

describe('getBlocks', () => {
  it('answers the home page with the sample blocks of the language while none are saved', async () => {
    const german = await call('getBlocks', { identifier: 'index', type: 'immutable' }, { locale: 'de' });
    expect(german.status).toBe(200);
    expect(german.json.data).toEqual(defaultHomeBlocks('de'));
    const english = await call('getBlocks', { identifier: 'index', type: 'immutable' }, { locale: 'en' });
    expect(english.json.data).toEqual(defaultHomeBlocks('en'));
  });

  it('answers saved blocks of the language, leaves out blocks that do not fit and sanitizes rich text', async () => {
    const good = {
      name: 'TextCard',
      type: 'content',
      meta: { uuid: 'saved-1' },
      content: {
        text: {
          pretitle: '',
          title: 'Sommer-Aktion',
          subtitle: '',
          htmlDescription: '<p>Jetzt <strong>20 %</strong> sparen<script>alert(1)</script></p>',
          textAlignment: 'left',
        },
      },
    };
    const broken = { name: 'Banner', type: 'content', meta: { uuid: 'saved-2' }, content: { image: 'nope' } };
    await shop.services.db
      .insert(pageBlocks)
      .values({ identifier: 'index', entityType: 'immutable', lang: 'en', blocks: [good, broken] });
    const { json } = await call(
      'getBlocks',
      { identifier: 'index', type: 'immutable' },
      { locale: 'en', noCache: '1' },
    );
    expect(json.data).toEqual([
      {
        ...good,
        content: { text: { ...good.content.text, htmlDescription: '<p>Jetzt <strong>20 %</strong> sparen</p>' } },
      },
    ]);
    // German is still the sample page: blocks belong to one language.
    const german = await call('getBlocks', { identifier: 'index', type: 'immutable' }, { locale: 'de', noCache: '1' });
    expect(german.json.data).toEqual(defaultHomeBlocks('de'));
  });

  it('answers an empty list for pages without blocks and refuses malformed identifiers', async () => {
    expect((await call('getBlocks', { identifier: '26', type: 'category' })).json.data).toEqual([]);
    const bad = await call('getBlocks', { identifier: '../etc', type: 'immutable' });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.key).toBe('validation');
    expect((await call('getBlocks', { identifier: '26', type: 'item' })).status).toBe(400);
  });

  it('applies the page\'s right: a "Login necessary" page\'s blocks only for a logged-in customer', async () => {
    // Category 25 (Hotel-Kosmetikspiegel) is for customers only; page ids are easy to guess.
    const secret = {
      name: 'TextCard',
      type: 'content',
      meta: { uuid: 'customers-only' },
      content: {
        text: {
          pretitle: '',
          title: 'Händlerkonditionen',
          subtitle: '',
          htmlDescription: '<p>-40 %</p>',
          textAlignment: 'left',
        },
      },
    };
    await shop.services.db
      .insert(pageBlocks)
      .values({ identifier: '25', entityType: 'category', lang: 'de', blocks: [secret] });
    const visitor = await createShopper(shop);
    const refused = await visitor.call('getBlocks', { identifier: '25', type: 'category' });
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused)).not.toContain('Händlerkonditionen');
    // A page the shop does not show at all (no such category) answers like a missing page.
    expect((await visitor.call('getBlocks', { identifier: '999999', type: 'category' })).status).toBe(404);

    const customer = await createCustomer(shop);
    const shown = await customer.call<unknown[]>('getBlocks', { identifier: '25', type: 'category' });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.data)).toContain('Händlerkonditionen');
    // The customer's answer is not kept for the next visitor.
    expect((await visitor.call('getBlocks', { identifier: '25', type: 'category' })).status).toBe(401);

    // An editor (no customer login) sees every page they edit: its blocks and its products.
    const editor = await createShopper(shop);
    expect(
      (await editor.call('doLoginEditor', { email: demoEditor.email, password: demoEditor.password })).status,
    ).toBe(200);
    const forEditor = await editor.call<unknown[]>('getBlocks', { identifier: '25', type: 'category' });
    expect(JSON.stringify(forEditor.data)).toContain('Händlerkonditionen');
    expect((await editor.call('getCategoryProducts', { categoryId: 25 })).status).toBe(200);
    expect((await visitor.call('getCategoryProducts', { categoryId: 25 })).status).toBe(401);
  });
});

describe('robots settings in getInit', () => {
  it('are ALL for every page kind unless the shop saved another value (the demo: search results)', async () => {
    const before = (await call('getInit', {})).json.data as { seo: { robots: Record<string, string> } };
    expect(before.seo.robots).toMatchObject({ homepage: 'ALL', privacyPolicy: 'ALL', searchResult: 'NOINDEX' });
    await shop.services.db
      .update(shopSettings)
      .set({ value: { homepage: 'NOINDEX_NOFOLLOW', searchResult: 'rubbish' } })
      .where(eq(shopSettings.key, 'seo.robots'));
    const after = (await call('getInit', {}, { noCache: '1' })).json.data as {
      seo: { robots: Record<string, string> };
    };
    expect(after.seo.robots).toMatchObject({ homepage: 'NOINDEX_NOFOLLOW', searchResult: 'ALL' });
  });
});
