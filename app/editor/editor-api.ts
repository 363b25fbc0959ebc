import type { CallInput } from '../../core/api/registry';
import type { Calls } from '../../core/call-registry.server';
import type { PageBlock } from '../../core/content/blocks/block-model';
import type { ModerationState } from '../../core/reviews/reviews.server';
import { api } from '../lib/api';
import { ApiClientError } from '../lib/api-client';
import { editorStore, type EditedPage, type EditorDrawer } from './editor-store';

/**
 * Every call the editor makes to the BFF goes through here (the lint refuses `app/lib/api`
 * anywhere else in app/editor). All are staff calls for editors on the server (`access: { staff:
 * ['editor'] }`), except the shop's own
 * getBlockProducts for a gallery's new category. Failures the editor shows in its own words (a
 * save, a conflict, a form's field problems) are quiet here; the others get the shop's error notice.
 *
 * The server cleans what it stores (rich text through core/security/rich-text.server.ts, the blocks
 * through their model), so a save's "saved" copy is the server's answer, never the editor's own
 * unsanitised draft: what the editor compares its changes with is what shoppers get.
 */

type InputOf<Name extends keyof Calls> = CallInput<Calls[Name]>;

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
    // The blocks as the server stored them become the clean data (spec: cleanData reset to the
    // response), and the draft too unless the merchant changed it while the save ran.
    editorStore.set((state) => ({
      clean: saved.blocks,
      draft: state.draft === draft ? saved.blocks : state.draft,
      version: saved.version,
    }));
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

/** The pages drawer's and the page selector's pages (content pages and categories). */
export function loadEditorPages(options: { quiet?: boolean } = {}) {
  return api.call('getEditorPages', {}, { method: 'GET', ...options });
}

export function loadHomepageSettings() {
  return api.call('getHomepageSettings', {}, { method: 'GET' });
}

/** The pages drawer's changed pages, all at once. */
export function savePageSettings(settings: InputOf<'setCategorySettings'>['settings']) {
  return api.call('setCategorySettings', { settings }, { quiet: true });
}

export function saveHomepageSettings(details: InputOf<'setHomepageSettings'>['details']) {
  return api.call('setHomepageSettings', { details }, { quiet: true });
}

export function addPage(page: InputOf<'doAddCategory'>) {
  return api.call('doAddCategory', page, { quiet: true });
}

/**
 * Deletes a page; one with products or subpages asks once more (the server says what would go).
 * False when the merchant keeps it after all.
 */
export async function deletePage(
  categoryId: number,
  confirmNonEmpty: (counts: { itemCount: number; childCount: number }) => boolean,
): Promise<boolean> {
  try {
    await api.call('deleteCategory', { categoryId }, { quiet: true });
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.key !== 'editor.categories.notEmpty') throw error;
    const counts = { itemCount: Number(error.values.itemCount ?? 0), childCount: Number(error.values.childCount ?? 0) };
    if (!confirmNonEmpty(counts)) return false;
    await api.call('deleteCategory', { categoryId, confirmed: true }, { quiet: true });
  }
  return true;
}

/**
 * A gallery block pointed at another category: its products as the page loads them (the shop's
 * getBlockProducts), so the page shows them at once. A category it cannot show stays without.
 */
export async function loadBlockGallery(categoryId: string): Promise<void> {
  if (editorStore.get().extraProducts[categoryId]) return;
  const galleries = await api.call('getBlockProducts', { categoryIds: [Number(categoryId)] }, { method: 'GET' });
  const gallery = galleries[categoryId];
  if (!gallery) return;
  editorStore.set((state) => ({ extraProducts: { ...state.extraProducts, [categoryId]: gallery } }));
}

/** The design drawer's changed settings (key/value pairs). */
export function saveDesignSettings(settings: InputOf<'saveSettings'>['settings']) {
  return api.call('saveSettings', { settings }, { quiet: true });
}

/** The moderation list's page sizes (spec §9 editor lists). */
export type ModerationPageSize = 10 | 20 | 50 | 100;

/** The robots settings per page kind (issue 39). */
export function loadRobotsSettings() {
  return api.call('getRobotsSettings', {}, { method: 'GET' });
}

export function saveRobotsSettings(robots: InputOf<'saveRobotsSettings'>['robots']) {
  return api.call('saveRobotsSettings', { robots }, { quiet: true });
}

export function loadModeration(query: {
  state: ModerationState;
  itemSearch: string;
  page: number;
  itemsPerPage: ModerationPageSize;
}) {
  return api.call('getReviewsForModeration', query, { method: 'GET' });
}

export function setModerationVisibility(entry: { kind: 'review' | 'reply'; id: number }, isVisible: boolean) {
  return api.call('setReviewVisibility', { kind: entry.kind, id: entry.id, isVisible });
}

export function deleteModerationEntry(entry: { kind: 'review' | 'reply'; id: number }) {
  return entry.kind === 'review'
    ? api.call('doDeleteReview', { reviewId: entry.id })
    : api.call('doDeleteReviewReply', { replyId: entry.id });
}

/** The shop's answer to a review (shown at once). */
export function replyToReview(reviewId: number, message: string) {
  return api.call('doCreateReviewReply', { reviewId, message });
}

export function loadLatestOffers() {
  return api.call('getLatestOffers', {}, { method: 'GET' });
}

export function createOffer(offer: InputOf<'doCreateOffer'>) {
  return api.call('doCreateOffer', offer, { quiet: true });
}

/** Variations to quote, by part of a product's name or its article number. */
export function searchOfferVariations(term: string) {
  return api.call('getOfferVariations', { term }, { method: 'GET', quiet: true });
}
