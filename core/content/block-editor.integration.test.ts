import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { createStaffAccount } from '../staff/staff-accounts.server';
import { keptVersions } from './blocks/save-page-blocks.server';

/**
 * Saving blocks from the editor (issue 17 "Saving"): editors only, validated against the block
 * model, versions with conflicts and history, sanitised rich text, and shoppers see it at once.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Editable = { blocks: Array<{ name: string; meta: { uuid: string } } & Record<string, unknown>>; version: number };
type Saved = { version: number; savedAt: string };
const home = { identifier: 'index', entityType: 'immutable' };

async function signedInEditor(login = { email: demoEditor.email, password: demoEditor.password }) {
  const editor = await createShopper(shop);
  expect((await editor.call('doLoginEditor', login)).status).toBe(200);
  return editor;
}

const textCard = (uuid: string, html: string) => ({
  name: 'TextCard',
  type: 'content',
  meta: { uuid },
  content: { text: { pretitle: '', title: 'Neu', subtitle: '', htmlDescription: html, textAlignment: 'left' } },
});
type TextCardOnPage = { content: { text: { htmlDescription: string } } };

describe('block editor calls', () => {
  it('refuse anonymous visitors and customers', async () => {
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    for (const caller of [visitor, customer]) {
      expect((await caller.call('getEditableBlocks', home)).status).toBe(401);
      expect((await caller.call('doSaveBlocks', { ...home, blocks: [], baseVersion: 0 })).status).toBe(401);
      expect((await caller.call('getBlockVersions', home)).status).toBe(401);
    }
  });

  it('save a version that shoppers get at once, and refuse a stale one naming who saved', async () => {
    const first = await signedInEditor();
    const start = await first.call<Editable>('getEditableBlocks', home);
    const baseVersion = start.data!.version;
    // A shopper reads the page before (it is now in the read cache).
    const shopper = await createShopper(shop);
    await shopper.call('getBlocks', { identifier: 'index', type: 'immutable' });

    const blocks = [textCard('text-1', '<p>Neu im Sortiment</p>'), ...start.data!.blocks];
    const saved = await first.call<Saved>('doSaveBlocks', { ...home, blocks, baseVersion });
    expect(saved).toMatchObject({ status: 200, data: { version: baseVersion + 1 } });
    const seen = await shopper.call<Editable['blocks']>('getBlocks', { identifier: 'index', type: 'immutable' });
    expect(seen.data![0]).toMatchObject({
      name: 'TextCard',
      content: { text: { htmlDescription: '<p>Neu im Sortiment</p>' } },
    });

    // A second editor who opened the page before that save.
    const email = `zweite.${Date.now()}@spiegelshop.example`;
    await createStaffAccount(shop.services.db, {
      email,
      password: 'Zweite-Redaktion-2026',
      name: 'Zweite',
      roles: ['content'],
    });
    const second = await signedInEditor({ email, password: 'Zweite-Redaktion-2026' });
    const stale = await second.call('doSaveBlocks', { ...home, blocks: start.data!.blocks, baseVersion });
    expect(stale).toMatchObject({
      status: 409,
      error: { key: 'editor.save.conflict', values: { name: 'Redaktion', version: baseVersion + 1 } },
    });
    const overwritten = await second.call<Saved>('doSaveBlocks', {
      ...home,
      blocks: start.data!.blocks,
      baseVersion,
      overwrite: true,
    });
    expect(overwritten.data!.version).toBe(baseVersion + 2);
  });

  it('refuses blocks that do not fit the model, with the field, and stores nothing', async () => {
    const editor = await signedInEditor();
    const { version } = (await editor.call<Editable>('getEditableBlocks', home)).data!;
    const unknownType = await editor.call('doSaveBlocks', {
      ...home,
      blocks: [{ name: 'Script', type: 'content', meta: { uuid: 'x' }, content: {} }],
      baseVersion: version,
    });
    expect(unknownType).toMatchObject({ status: 400, error: { key: 'validation' } });
    const tooLong = await editor.call('doSaveBlocks', {
      ...home,
      blocks: [textCard('t', 'x'.repeat(20_000))],
      baseVersion: version,
    });
    expect(tooLong.status).toBe(400);
    const badJson = await editor.call('saveBlocks', {
      identifier: 'index',
      kind: 'immutable',
      blocks: '[{',
      baseVersion: version,
    });
    expect(badJson).toMatchObject({ status: 400, error: { key: 'validation' } });
    const notEditable = await editor.call('doSaveBlocks', {
      identifier: '999999',
      entityType: 'category',
      blocks: [],
      baseVersion: 0,
    });
    expect(notEditable).toMatchObject({ status: 400, error: { key: 'editor.pageNotEditable' } });
    expect((await editor.call<Editable>('getEditableBlocks', home)).data!.version).toBe(version);
  });

  it('never lets a script or an event handler of rich text reach a page', async () => {
    const editor = await signedInEditor();
    const { version } = (await editor.call<Editable>('getEditableBlocks', home)).data!;
    const hostile = '<p onclick="steal()">Hallo<script>alert(1)</script><img src="/x.png" onerror="steal()"></p>';
    const saved = await editor.call('saveBlocks', {
      identifier: 'index',
      kind: 'immutable',
      blocks: JSON.stringify([textCard('evil', hostile)]),
      baseVersion: version,
    });
    expect(saved.status).toBe(200);
    const page = await (
      await createShopper(shop)
    ).call<TextCardOnPage[]>('getBlocks', {
      identifier: 'index',
      type: 'immutable',
    });
    const text = page.data![0]!.content.text.htmlDescription;
    expect(text).toContain('Hallo');
    expect(text).not.toMatch(/script|onclick|onerror/i);
  });

  it('answers a save with the blocks as stored, rich text cleaned (the editor`s saved copy)', async () => {
    const editor = await signedInEditor();
    const { version } = (await editor.call<Editable>('getEditableBlocks', home)).data!;
    const hostile = '<p onclick="steal()">Hallo<script>alert(1)</script></p>';
    const saved = await editor.call<Saved & { blocks: TextCardOnPage[] }>('doSaveBlocks', {
      ...home,
      blocks: [textCard('clean', hostile)],
      baseVersion: version,
    });
    expect(saved.status).toBe(200);
    expect(saved.data!.blocks[0]!.content.text.htmlDescription).toBe('<p>Hallo</p>');
    // The same blocks the editor reads back, not the draft it sent.
    expect(saved.data!.blocks).toEqual((await editor.call<Editable>('getEditableBlocks', home)).data!.blocks);
  });

  it('keeps a history of the last versions and restores one', async () => {
    const editor = await signedInEditor();
    let { version } = (await editor.call<Editable>('getEditableBlocks', home)).data!;
    const marked = await editor.call<Saved>('doSaveBlocks', {
      ...home,
      blocks: [textCard('old', '<p>Alte Fassung</p>')],
      baseVersion: version,
    });
    version = marked.data!.version;
    const newer = await editor.call<Saved>('doSaveBlocks', { ...home, blocks: [], baseVersion: version });
    version = newer.data!.version;
    type Entry = {
      id: number;
      version: number;
      savedByName: string;
      savedAt: string;
      blockNames: string[];
      restoredFrom: { version: number; savedAt: string | null } | null;
    };
    const history = await editor.call<Entry[]>('getBlockVersions', home);
    expect(history.data![0]).toMatchObject({ version, savedByName: 'Redaktion', blockNames: [], restoredFrom: null });
    const old = history.data!.find((entry) => entry.version === marked.data!.version)!;
    expect(old.blockNames).toEqual(['TextCard']);
    const preview = await editor.call<{ blocks: unknown[] }>('getBlockVersion', { ...home, versionId: old.id });
    expect(preview.data!.blocks).toHaveLength(1);
    const restored = await editor.call<Saved>('doRestoreBlockVersion', {
      ...home,
      versionId: old.id,
      baseVersion: version,
    });
    expect(restored.data!.version).toBe(version + 1);
    // The restore names the version it brought back and when that one was saved.
    const [newest] = (await editor.call<Entry[]>('getBlockVersions', home)).data!;
    expect(newest).toMatchObject({
      version: version + 1,
      blockNames: ['TextCard'],
      restoredFrom: { version: old.version, savedAt: old.savedAt },
    });
    const page = await (
      await createShopper(shop)
    ).call<TextCardOnPage[]>('getBlocks', {
      identifier: 'index',
      type: 'immutable',
    });
    expect(page.data![0]!.content.text.htmlDescription).toBe('<p>Alte Fassung</p>');
    // Another page's version id is no version of this page.
    expect(
      (await editor.call('getBlockVersion', { identifier: '1', entityType: 'category', versionId: old.id })).status,
    ).toBe(404);
  });

  it(`keeps only the last ${keptVersions} versions`, async () => {
    const editor = await signedInEditor();
    let { version } = (await editor.call<Editable>('getEditableBlocks', home)).data!;
    for (let save = 0; save < keptVersions + 3; save += 1) {
      version = (await editor.call<Saved>('doSaveBlocks', { ...home, blocks: [], baseVersion: version })).data!.version;
    }
    const history = await editor.call<unknown[]>('getBlockVersions', home);
    expect(history.data).toHaveLength(keptVersions);
  });
});
