import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageBlock } from '../../core/content/blocks/block-model';
import { sanitizeRichTextFields } from '../../core/security/rich-text.server';
import { editorStore, hasUnsavedChanges, initialEditorState } from './editor-store';

/** The BFF as the save answers (core/content/blocks/save-page-blocks.server.ts): the blocks as stored. */
const calls = vi.hoisted(() => ({ during: (): void => {} }));
vi.mock('../lib/api', () => ({
  api: {
    async call(name: string, input: { blocks: PageBlock[]; baseVersion: number }) {
      if (name !== 'doSaveBlocks') throw new Error(`unexpected call ${name}`);
      calls.during();
      return {
        version: input.baseVersion + 1,
        savedAt: '2026-11-26T04:00:00.000Z',
        blocks: sanitizeRichTextFields(input.blocks),
      };
    },
  },
}));
const { saveDraft } = await import('./editor-api');

const textCard = (html: string) =>
  ({
    name: 'TextCard',
    type: 'content',
    meta: { uuid: 'text' },
    content: { text: { pretitle: '', title: 'Neu', subtitle: '', htmlDescription: html, textAlignment: 'left' } },
  }) as unknown as PageBlock;
const htmlOf = (blocks: PageBlock[]) =>
  (blocks[0] as unknown as { content: { text: { htmlDescription: string } } }).content.text.htmlDescription;

const page = { identifier: 'index', entityType: 'immutable' as const, locale: 'de' };
const hostile = '<p onclick="steal()">Hallo<script>alert(1)</script></p>';

afterEach(() => {
  calls.during = () => {};
  editorStore.set(initialEditorState);
});

describe('saving the draft', () => {
  it('keeps the server`s cleaned blocks as the saved copy, never the editor`s own draft', async () => {
    editorStore.set({ page, clean: [], draft: [textCard(hostile)], version: 3 });
    expect(await saveDraft()).toEqual({ ok: true });
    const state = editorStore.get();
    expect(htmlOf(state.clean)).toBe('<p>Hallo</p>');
    expect(state.clean).toEqual(sanitizeRichTextFields([textCard(hostile)]));
    // The page shows what shoppers get, and nothing is left to save.
    expect(state.draft).toBe(state.clean);
    expect(state.version).toBe(4);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('keeps a change the merchant made while the save ran, as unsaved', async () => {
    editorStore.set({ page, clean: [], draft: [textCard(hostile)], version: 3 });
    const later = [textCard('<p>Später</p>')];
    calls.during = () => editorStore.set({ draft: later });
    await saveDraft();
    const state = editorStore.get();
    expect(htmlOf(state.clean)).toBe('<p>Hallo</p>');
    expect(state.draft).toBe(later);
    expect(hasUnsavedChanges(state)).toBe(true);
  });
});
