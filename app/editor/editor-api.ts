import type { PageBlock } from '../../core/content/blocks/block-model';
import { api } from '../lib/api';
import { ApiClientError } from '../lib/api-client';
import { editorStore, type EditedPage, type EditorDrawer } from './editor-store';

/**
 * The editor's calls to the BFF, all `access: 'editor'` on the server. Failures the editor shows
 * in its own words (save, conflict) are quiet here; the others get the shop's error notice.
 */

const pageInput = (page: EditedPage) => ({ identifier: page.identifier, entityType: page.entityType });

/** Loads the page's blocks as the editor starts from them (with the version a save names). */
export async function loadEditedPage(page: EditedPage): Promise<void> {
  editorStore.set({ loadingPage: page });
  try {
    const answer = await api.call('getEditableBlocks', pageInput(page), { method: 'GET' });
    editorStore.set((state) => ({
      page,
      clean: answer.blocks,
      draft: answer.blocks,
      version: answer.version,
      historyPreview: null,
      // A drawer about the page before (its blocks, its history) closes; the shop's drawers opened
      // while the page was loading (pages, settings, reviews, offers) stay open.
      drawer: drawerOfPage(state.drawer) ? null : state.drawer,
    }));
  } finally {
    editorStore.set((state) => (state.loadingPage === page ? { loadingPage: null } : {}));
  }
}

const drawerOfPage = (drawer: EditorDrawer) =>
  drawer?.view === 'blocksList' || drawer?.view === 'blockSettings' || drawer?.view === 'history';

export type SaveOutcome =
  { ok: true } | { ok: false; conflict: { name: string; savedAt: string } | null; error: ApiClientError };

/** Saves the draft; `overwrite` after the editor chose to replace a newer version knowingly. */
export async function saveDraft(options: { overwrite?: boolean } = {}): Promise<SaveOutcome> {
  const { page, draft, version } = editorStore.get();
  if (!page) return { ok: true };
  editorStore.set({ saving: true });
  try {
    const saved = await api.call(
      'doSaveBlocks',
      { ...pageInput(page), blocks: draft, baseVersion: version, overwrite: options.overwrite ?? false },
      { quiet: true },
    );
    // The saved blocks become the clean data (spec: cleanData reset to the response).
    editorStore.set({ clean: draft, version: saved.version });
    return { ok: true };
  } catch (error) {
    const clientError = error instanceof ApiClientError ? error : new ApiClientError('unknownError', 0, String(error));
    const conflict =
      clientError.key === 'editor.save.conflict'
        ? { name: String(clientError.values.name ?? ''), savedAt: String(clientError.values.savedAt ?? '') }
        : null;
    return { ok: false, conflict, error: clientError };
  } finally {
    editorStore.set({ saving: false });
  }
}

export function loadHistory(page: EditedPage) {
  return api.call('getBlockVersions', pageInput(page), { method: 'GET' });
}

export async function previewVersion(
  page: EditedPage,
  entry: { id: number; version: number; savedAt: string; savedByName: string },
) {
  const answer = await api.call('getBlockVersion', { ...pageInput(page), versionId: entry.id }, { method: 'GET' });
  editorStore.set((state) => ({
    draft: answer.blocks as PageBlock[],
    historyPreview: {
      versionId: entry.id,
      version: entry.version,
      savedAt: entry.savedAt,
      savedByName: entry.savedByName,
      // The editor's own unsaved work comes back when the preview ends.
      stashedDraft: state.historyPreview?.stashedDraft ?? state.draft,
    },
    mode: 'preview',
  }));
}

/** Leaves an earlier version's preview: the editor's own draft is back. */
export function endVersionPreview() {
  editorStore.set((state) => ({
    draft: state.historyPreview?.stashedDraft ?? state.draft,
    historyPreview: null,
    mode: 'edit',
  }));
}

export async function restoreVersion(page: EditedPage, versionId: number) {
  const { version } = editorStore.get();
  await api.call('doRestoreBlockVersion', { ...pageInput(page), versionId, baseVersion: version });
  await loadEditedPage(page);
  // The history stays open: the restore is its newest entry.
  editorStore.set({ drawer: { view: 'history' }, mode: 'edit' });
}

export function uploadBlockImage(file: File) {
  return api.call('doUploadBlockImage', file, { quiet: true });
}

export async function setEditorMode(editing: boolean) {
  await api.call('doSetEditorMode', { editing });
}

export async function signOutEditor() {
  await api.call('doLogoutEditor', {});
}
