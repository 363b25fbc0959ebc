import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInEditor } from '../../../tests/support/editor';
import { createCustomer, createShopper, type CallAnswer } from '../../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../../tests/support/test-shop';
import type { EditorPage, PageSettingsInput } from './page-settings';

/**
 * The pages drawer (issue 18): page create/update/delete with the slug rules, 301s after a slug
 * change, the Homepage and non-empty categories, content pages with their settings, the sitemap
 * and the navigation flags. (The rendered page with its meta tags: tests/e2e/editor-pages.spec.ts.)
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Editor = Awaited<ReturnType<typeof signedInEditor>>;
type Answer<Data> = CallAnswer<Data> & { error?: { key: string; cause?: Array<{ field: string; message: string }> } };
type Tree = Array<{ id: number; url: string; linklist: boolean; type: string; children: Tree }>;

const details = (de: string, en: string, slugs: [string, string]) => [
  { lang: 'de', name: de, nameUrl: slugs[0] },
  { lang: 'en', name: en, nameUrl: slugs[1] },
];

async function addContentPage(editor: Editor, slugs: [string, string] = ['pflege', 'care']) {
  const created = await editor.call<{ id: number }>('doAddCategory', {
    type: 'content',
    details: details('Pflege & Reinigung', 'Care & cleaning', slugs),
  });
  expect(created.status).toBe(200);
  return created.data!.id;
}

async function pageOf(editor: Editor, id: number): Promise<EditorPage> {
  const pages = (await editor.call<EditorPage[]>('getEditorPages')).data!;
  return pages.find((page) => page.id === id)!;
}

/** The page's settings as the drawer sends them, with changes. */
function settingsOf(page: EditorPage, changes: Partial<PageSettingsInput> = {}): PageSettingsInput {
  const { itemCount: _items, childCount: _children, paths: _paths, ...settings } = page;
  return { ...settings, ...changes } as PageSettingsInput;
}

async function redirectOf(path: string, locale: 'de' | 'en' = 'de') {
  const shopper = await createShopper(shop, { headers: { locale } });
  return shopper.call('getFacet', { categoryUrlPath: path });
}

describe('pages and their settings', () => {
  it('adds a content page that starts from its template, in both languages, not yet in the navigation', async () => {
    const editor = await signedInEditor(shop);
    const id = await addContentPage(editor);
    const page = await pageOf(editor, id);
    expect(page).toMatchObject({ type: 'content', linklist: 'N', sitemap: 'Y', right: 'all' });
    expect(page.paths).toEqual({ de: '/pflege', en: '/care' });
    const template = await editor.call<{ blocks: Array<{ name: string; content: { text: { title: string } } }> }>(
      'getCategoryTemplate',
      { id },
    );
    expect(template.data!.blocks[0]).toMatchObject({
      name: 'TextCard',
      content: { text: { title: 'Pflege & Reinigung' } },
    });
    // Shoppers get the page with its blocks; it is editable like the home page (blocks, history).
    const visitor = await createShopper(shop);
    const shown = await visitor.call<{ blocks: unknown[]; urlsByLocale: object }>('getContentPage', { categoryId: id });
    expect(shown.data).toMatchObject({ urlsByLocale: { de: '/pflege', en: '/care' } });
    expect(shown.data!.blocks).toHaveLength(1);
    const editable = await editor.call<{ version: number }>('getEditableBlocks', {
      identifier: String(id),
      entityType: 'category',
    });
    expect(editable.data!.version).toBe(1);
  });

  it('checks slugs: lower case, unique among siblings per language, not a path of the shop’s own screens', async () => {
    const editor = await signedInEditor(shop);
    await addContentPage(editor, ['eindeutig', 'unique']);
    const refused: Array<[unknown, string]> = [
      [details('A', 'A', ['Gross', 'upper']), 'errorMessages.editor.pages.slugFormat'],
      [details('A', 'A', ['mit leer', 'x']), 'errorMessages.editor.pages.slugFormat'],
      [details('A', 'A', ['eindeutig', 'other']), 'errorMessages.editor.pages.slugTaken'],
      [details('A', 'A', ['cart', 'x-cart']), 'errorMessages.editor.pages.slugReserved'],
      [details('A', 'A', ['legal-disclosure', 'x-legal']), 'errorMessages.editor.pages.slugReserved'],
      [details('', 'A', ['leer', 'empty']), 'errorMessages.editor.pages.nameRequired'],
    ];
    for (const [pageDetails, message] of refused) {
      const answer: Answer<unknown> = await editor.call('doAddCategory', { type: 'content', details: pageDetails });
      expect(answer.status, JSON.stringify(pageDetails)).toBe(400);
      expect(JSON.stringify(answer.error)).toContain(message);
    }
    // The same slug under another parent is fine.
    const parent = await addContentPage(editor, ['ratgeber', 'guide']);
    const child = await editor.call('doAddCategory', {
      type: 'content',
      parentCategoryId: parent,
      details: details('Eindeutig', 'Unique', ['eindeutig', 'unique']),
    });
    expect(child.status).toBe(200);
    // Directly below a top-level page a route's name is taken too: /ratgeber/cart is the cart's
    // path with an optional language segment (ADR 0030). One level further down it is free again.
    const shadowed = await editor.call('doAddCategory', {
      type: 'content',
      parentCategoryId: parent,
      details: details('Kasse', 'Cart', ['kasse', 'cart']),
    });
    expect(shadowed.status).toBe(400);
    expect(JSON.stringify(shadowed.error)).toContain('errorMessages.editor.pages.slugReserved');
    const deeper = await editor.call('doAddCategory', {
      type: 'content',
      parentCategoryId: (child.data as { id: number }).id,
      details: details('Kasse', 'Cart', ['kasse', 'cart']),
    });
    expect(deeper.status).toBe(200);
  });

  it('saves General and SEO settings; type and robots must be given, a page cannot hang below itself', async () => {
    const editor = await signedInEditor(shop);
    const id = await addContentPage(editor, ['seo-seite', 'seo-page']);
    const page = await pageOf(editor, id);
    const seo = page.details.map((detail) => ({
      ...detail,
      metaTitle: `${detail.name} – Tipps`,
      metaDescription: 'So bleibt Ihr Spiegel klar.',
      metaKeywords: 'spiegel, pflege',
      metaRobots: 'NOINDEX_NOFOLLOW' as const,
      canonicalLink: '/ratgeber',
    }));
    const saved = await editor.call('setCategorySettings', {
      settings: [settingsOf(page, { linklist: 'Y', sitemap: 'N', right: 'customer', details: seo })],
    });
    expect(saved.status).toBe(200);
    expect(await pageOf(editor, id)).toMatchObject({
      linklist: 'Y',
      sitemap: 'N',
      right: 'customer',
      details: expect.arrayContaining([
        expect.objectContaining({ lang: 'de', metaRobots: 'NOINDEX_NOFOLLOW', canonicalLink: '/ratgeber' }),
      ]),
    });
    for (const [change, message] of [
      [{ type: '' }, 'errorMessages.editor.pages.type'],
      [{ parentCategoryId: id }, 'errorMessages.editor.pages.parentCycle'],
      [{ details: [{ ...seo[0]!, metaRobots: '' }] }, 'errorMessages.editor.pages.robots'],
      [{ details: [{ ...seo[0]!, canonicalLink: 'javascript:alert(1)' }] }, 'errorMessages.editor.pages.canonical'],
    ] as const) {
      const answer: Answer<unknown> = await editor.call('setCategorySettings', {
        settings: [{ ...settingsOf(page), ...change }],
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.error)).toContain(message);
    }
    // "Login Necessary": visitors get 401 (the page sends them to the login), customers the page.
    expect((await (await createShopper(shop)).call('getContentPage', { categoryId: id })).status).toBe(401);
    expect((await (await createCustomer(shop)).call('getContentPage', { categoryId: id })).status).toBe(200);
  });

  it('a changed slug leaves a 301 from the old path, in its language, also for the pages below', async () => {
    const editor = await signedInEditor(shop);
    const parent = await addContentPage(editor, ['spiegelwissen', 'mirror-know-how']);
    await editor.call('doAddCategory', {
      type: 'content',
      parentCategoryId: parent,
      details: details('Putzen', 'Cleaning', ['putzen', 'cleaning']),
    });
    const page = await pageOf(editor, parent);
    const renamed = page.details.map((detail) =>
      detail.lang === 'de' ? { ...detail, nameUrl: 'spiegel-wissen' } : detail,
    );
    expect(
      (await editor.call('setCategorySettings', { settings: [settingsOf(page, { details: renamed })] })).status,
    ).toBe(200);
    const moved = await redirectOf('/spiegelwissen');
    expect(moved).toMatchObject({ status: 404, error: { values: { localizedPath: '/spiegel-wissen' } } });
    expect(await redirectOf('/spiegelwissen/putzen')).toMatchObject({
      error: { values: { localizedPath: '/spiegel-wissen/putzen' } },
    });
    // The English path did not change: no redirect there.
    expect((await redirectOf('/mirror-know-how', 'en')).error).not.toHaveProperty('values.localizedPath');
    // A new page may take the old path; then it is that page's, not a redirect.
    await addContentPage(editor, ['spiegelwissen', 'mirror-knowledge']);
    const tree = (await (await createShopper(shop)).call<Tree>('getCategoryTree')).data!;
    expect(tree.some((node) => node.url === '/spiegelwissen')).toBe(true);
  });

  it('deletes: never the Homepage; a category with products or subpages only after confirming', async () => {
    const editor = await signedInEditor(shop);
    const homepage: Answer<unknown> = await editor.call('deleteCategory', { categoryId: 1 });
    expect(homepage).toMatchObject({ status: 400, error: { key: 'editor.categories.homepage' } });

    const pages = (await editor.call<EditorPage[]>('getEditorPages')).data!;
    const withProducts = pages.find((page) => page.type === 'item' && page.itemCount > 0 && page.childCount > 0)!;
    const refused: Answer<unknown> = await editor.call('deleteCategory', { categoryId: withProducts.id });
    expect(refused).toMatchObject({ status: 409, error: { key: 'editor.categories.notEmpty' } });
    expect(refused.error!.values).toMatchObject({
      childCount: withProducts.childCount,
    });
    expect((await pageOf(editor, withProducts.id)).id).toBe(withProducts.id);

    const id = await addContentPage(editor, ['weg-damit', 'gone']);
    expect(await editor.call('deleteCategory', { categoryId: id })).toMatchObject({
      status: 200,
      data: 'Category deleted',
    });
    expect((await (await createShopper(shop)).call('getContentPage', { categoryId: id })).status).toBe(404);
    expect(await editor.call('deleteCategory', { categoryId: withProducts.id, confirmed: true })).toMatchObject({
      data: 'Category deleted',
    });
  });

  it('puts content pages in the navigation (link list) and the sitemap only when flagged', async () => {
    const editor = await signedInEditor(shop);
    const id = await addContentPage(editor, ['anleitung', 'manual']);
    const fetchSitemap = async () => (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(await fetchSitemap()).toContain('/anleitung</loc>');
    const page = await pageOf(editor, id);
    await editor.call('setCategorySettings', { settings: [settingsOf(page, { linklist: 'Y', sitemap: 'N' })] });
    expect(await fetchSitemap()).not.toContain('/anleitung</loc>');
    const tree = (await (await createShopper(shop)).call<Tree>('getCategoryTree')).data!;
    expect(tree.find((node) => node.id === id)).toMatchObject({ linklist: true, type: 'content' });
  });

  it('is for editors only: visitors and customers get 401 on every call', async () => {
    for (const shopper of [await createShopper(shop), await createCustomer(shop)]) {
      for (const [name, body] of [
        ['getEditorPages', {}],
        ['setCategorySettings', { settings: [] }],
        ['doAddCategory', { details: [] }],
        ['deleteCategory', { categoryId: 20 }],
        ['getCategoryTemplate', { id: 20 }],
        ['getHomepageSettings', {}],
        ['setHomepageSettings', { details: [{ lang: 'de', metaTitle: 'Übernommen' }] }],
      ] as const) {
        expect((await shopper.call(name, body)).status, name).toBe(401);
      }
    }
  });

  it('gives the home page settings in both languages: name, SEO texts and robots; one language at a time', async () => {
    const editor = await signedInEditor(shop);
    const before = (await editor.call<Array<{ lang: string; name: string; metaRobots: string }>>('getHomepageSettings'))
      .data!;
    expect(before.map(({ lang, name, metaRobots }) => [lang, name, metaRobots])).toEqual([
      ['de', '', 'ALL'],
      ['en', '', 'ALL'],
    ]);
    const german = {
      lang: 'de',
      name: 'Willkommen',
      metaTitle: 'Kosmetikspiegel kaufen',
      metaDescription: 'Spiegel mit Licht und Vergrößerung',
      metaKeywords: 'spiegel, kosmetikspiegel',
      metaRobots: 'NOINDEX',
      canonicalLink: '/',
    };
    expect((await editor.call('setHomepageSettings', { details: [german] })).status).toBe(200);
    const english = { lang: 'en', name: 'Welcome', metaTitle: 'Buy make-up mirrors', metaRobots: 'ALL' };
    const saved = await editor.call<Array<Record<string, string>>>('setHomepageSettings', { details: [english] });
    expect(saved.data).toEqual([german, { ...english, metaDescription: '', metaKeywords: '', canonicalLink: '' }]);
    // Every page's shell carries the settings of its language (the home page's head, the editor's lists).
    for (const [locale, expected] of [
      ['de', 'Kosmetikspiegel kaufen'],
      ['en', 'Buy make-up mirrors'],
    ] as const) {
      const shopper = await createShopper(shop, { headers: { locale } });
      const init = await shopper.call<{ seo: { homepage: { metaTitle: string } } }>('getInit');
      expect(init.data!.seo.homepage.metaTitle).toBe(expected);
    }
    // Checked like any page's settings: no slug, no foreign canonical scheme, each language once.
    for (const bad of [
      { details: [{ ...german, nameUrl: 'start' }] },
      { details: [{ ...german, canonicalLink: 'javascript:alert(1)' }] },
      { details: [german, german] },
      { details: [{ ...german, metaRobots: 'SOMETIMES' }] },
      { details: [] },
    ]) {
      expect((await editor.call('setHomepageSettings', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    await editor.call('setHomepageSettings', { details: before });
  });
});
