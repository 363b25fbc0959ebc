import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { categories, categoryDetails } from '../db/schema';
import { blockTemplateCategories } from './blocks/block-templates.server';

/**
 * The editor's pages (issue 17): who sees the editor, every block type checked on the server,
 * saves per identifier and kind, and block pictures. (Caches forgetting a saved page:
 * server/page-cache.test.ts and core/cache/content-change-channel.integration.test.ts.)
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Editable = { blocks: Array<Record<string, unknown>>; version: number };
type Problem = { field: string; message: string };
type Init = { editor: { email: string; editing: boolean } | null };
const home = { identifier: 'index', entityType: 'immutable' };
/** A block or answer the test pokes into freely (breaking blocks on purpose). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

async function signedInEditor() {
  const editor = await createShopper(shop);
  expect((await editor.call('doLoginEditor', { email: demoEditor.email, password: demoEditor.password })).status).toBe(
    200,
  );
  return editor;
}

/** One valid block of every type, from the editor's own templates. */
const templates = Object.values(blockTemplateCategories()).map((category) => category.variations[0]!.template.de);
const byName = (name: string) => structuredClone(templates.find((block) => block.name === name)!) as Loose;

describe('the editor on the pages', () => {
  it('serves the block templates at /blocks/blocksLists.json', async () => {
    const response = await fetch(`${shop.url}/blocks/blocksLists.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const lists = (await response.json()) as Record<string, { variations: unknown[] }>;
    expect(Object.keys(lists)).toContain('image-banner');
  });

  it('shows only for a signed-in editor who has it turned on; a customer cannot turn it on', async () => {
    const visitor = await createShopper(shop);
    expect((await visitor.call<Init>('getInit')).data!.editor).toBeNull();
    const customer = await createCustomer(shop);
    expect((await customer.call<Init>('getInit')).data!.editor).toBeNull();
    expect((await customer.call('doSetEditorMode', { editing: true })).status).toBe(401);
    expect((await customer.call<Init>('getInit')).data!.editor).toBeNull();

    const editor = await signedInEditor();
    expect((await editor.call<Init>('getInit')).data!.editor).toMatchObject({ email: demoEditor.email, editing: true });
    expect((await editor.call('doSetEditorMode', { editing: false })).status).toBe(200);
    expect((await editor.call<Init>('getInit')).data!.editor).toMatchObject({ editing: false });
    // Editing off is no sign-out: the editor's calls still work.
    expect((await editor.call('getEditableBlocks', home)).status).toBe(200);
    await editor.call('doLogoutEditor');
    expect((await editor.call<Init>('getInit')).data!.editor).toBeNull();
  });

  it('checks every block type against its schema: all seven save, each one broken is refused with its field', async () => {
    const editor = await signedInEditor();
    const { version } = (await editor.call<Editable>('getEditableBlocks', home)).data!;
    const broken: Array<[string, (block: Loose) => void, RegExp]> = [
      ['Carousel', (block) => (block.content = []), /^blocks\.0\.content/],
      ['Banner', (block) => delete block.content.text.title, /^blocks\.0\.content\.text\.title/],
      ['TextCard', (block) => (block.content.text.title = 'x'.repeat(201)), /^blocks\.0\.content\.text\.title/],
      ['ProductRecommendedProducts', (block) => (block.content.categoryId = 'abc'), /categoryId/],
      ['MultiGrid', (block) => (block.configuration.columnWidths = [13]), /columnWidths/],
      ['Image', (block) => (block.content.alt = ' '), /^blocks\.0\.content\.alt/],
      ['NewsletterSubscribe', (block) => (block.content.extra = 'unknown key'), /^blocks\.0\.content/],
    ];
    for (const [name, breakIt, field] of broken) {
      const block = byName(name);
      breakIt(block);
      const refused = await editor.call<never>('doSaveBlocks', { ...home, blocks: [block], baseVersion: version });
      expect(refused.status, name).toBe(400);
      const causes = (refused as unknown as { error: { cause: Problem[] } }).error.cause;
      expect(causes.map((cause) => cause.field).join(' '), name).toMatch(field);
    }
    const altMissing = byName('Image');
    altMissing.content.alt = '';
    const refusedAlt = await editor.call('doSaveBlocks', { ...home, blocks: [altMissing], baseVersion: version });
    expect((refusedAlt as unknown as { error: { cause: Problem[] } }).error.cause[0]!.message).toBe(
      'errorMessages.editor.altRequired',
    );
    // Nothing was stored by the refusals; all seven valid ones save and read back alike.
    expect((await editor.call<Editable>('getEditableBlocks', home)).data!.version).toBe(version);
    const saved = await editor.call('doSaveBlocks', { ...home, blocks: templates, baseVersion: version });
    expect(saved.status).toBe(200);
    const read = await (
      await createShopper(shop)
    ).call<unknown[]>('getBlocks', { identifier: 'index', type: 'immutable' });
    expect(read.data).toEqual(templates);
  });

  it('saves a content page under its category id; a product category has no blocks to save', async () => {
    await shop.services.db
      .insert(categories)
      .values([
        { id: 951, parentId: null, type: 'content' },
        { id: 952, parentId: null, type: 'item' },
      ])
      .onConflictDoNothing();
    // A page the shop shows has a name in the language (shoppers read only such pages' blocks).
    await shop.services.db
      .insert(categoryDetails)
      .values({ categoryId: 951, lang: 'de', name: 'Neue Seite', nameUrl: 'neue-seite' })
      .onConflictDoNothing();
    const editor = await signedInEditor();
    const contentPage = { identifier: '951', entityType: 'category' };
    const start = (await editor.call<Editable>('getEditableBlocks', contentPage)).data!;
    expect(start).toMatchObject({ blocks: [], version: 0 });
    const block = byName('TextCard');
    const saved = await editor.call('saveBlocks', {
      identifier: '951',
      kind: 'category',
      blocks: JSON.stringify([block]),
      baseVersion: 0,
    });
    expect(saved.status).toBe(200);
    // noCache: the category tree of this process was read before the page was added.
    const read = await (
      await createShopper(shop, { headers: { noCache: '1' } })
    ).call<unknown[]>('getBlocks', { identifier: '951', type: 'category' });
    expect(read.data).toEqual([block]);
    // The home page and the other language are other pages.
    const english = await editor.browser.fetch('/api/getEditableBlocks', {
      method: 'POST',
      body: JSON.stringify(contentPage),
      headers: { 'content-type': 'application/json', 'x-csrf-token': editor.browser.csrfToken ?? '', locale: 'en' },
    });
    expect(((await english.json()) as { data: Editable }).data.blocks).toEqual([]);
    const itemPage = await editor.call('doSaveBlocks', {
      identifier: '952',
      entityType: 'category',
      blocks: [block],
      baseVersion: 0,
    });
    expect(itemPage).toMatchObject({ status: 400, error: { key: 'editor.pageNotEditable' } });
  });
});

describe('block pictures', () => {
  const upload = async (caller: Awaited<ReturnType<typeof createShopper>>, bytes: Uint8Array, name = 'bild.png') => {
    const body = new FormData();
    body.append('file', new Blob([Buffer.from(bytes)]), name);
    const response = await caller.browser.fetch('/api/doUploadBlockImage', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': caller.browser.csrfToken ?? '', locale: 'de' },
    });
    return { status: response.status, body: (await response.json()) as Loose };
  };
  const photo = () =>
    sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c8a27a' } })
      .jpeg()
      .toBuffer();

  it('are for editors only, checked by content, and served in every size, density and format', async () => {
    const bytes = new Uint8Array(await photo());
    expect((await upload(await createShopper(shop), bytes)).status).toBe(401);
    expect((await upload(await createCustomer(shop), bytes)).status).toBe(401);

    const editor = await signedInEditor();
    const stored = await upload(editor, bytes, 'foto.txt');
    expect(stored.status).toBe(200);
    const { id, sources, placeholder } = stored.body.data as {
      id: string;
      sources: Record<string, string>;
      placeholder: string;
    };
    expect(sources.desktop).toBe(`/images/blocks/${id}/1440@1x.webp`);
    // The same photo again is the same picture.
    expect((await upload(editor, bytes)).body.data.id).toBe(id);

    for (const [path, type] of [
      [sources.mobile!, 'image/webp'],
      [`/images/blocks/${id}/640@2x.avif`, 'image/avif'],
      [placeholder, 'image/webp'],
    ] as const) {
      const response = await fetch(shop.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
    const tiny = await sharp(Buffer.from(await (await fetch(shop.url + placeholder)).arrayBuffer())).metadata();
    expect([tiny.width, tiny.height]).toEqual([10, 10]);
    // Never wider than the upload: 640@2x of a 1600 px photo is 1280 px; 1920@2x stays 1600 px.
    const wide = await sharp(
      Buffer.from(await (await fetch(`${shop.url}/images/blocks/${id}/1920@2x.webp`)).arrayBuffer()),
    ).metadata();
    expect(wide.width).toBe(1600);
    expect((await fetch(`${shop.url}/images/blocks/${id}/700@1x.webp`)).status).toBe(404);
    expect((await fetch(`${shop.url}/images/blocks/${'0'.repeat(32)}/640@1x.webp`)).status).toBe(404);
    expect((await fetch(`${shop.url}/images/blocks/..%2F..%2Fetc/640@1x.webp`)).status).toBe(404);
  });

  it('refuse what is no picture, a broken picture and an empty file with a clear message', async () => {
    const editor = await signedInEditor();
    const script = await upload(editor, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'bild.png');
    expect(script).toMatchObject({ status: 415, body: { error: { key: 'editor.image.unsupportedType' } } });
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(await upload(editor, broken)).toMatchObject({
      status: 422,
      body: { error: { key: 'editor.image.unreadable' } },
    });
    expect(await upload(editor, new Uint8Array())).toMatchObject({
      status: 400,
      body: { error: { key: 'editor.image.empty' } },
    });
  });
});
