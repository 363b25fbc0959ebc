import { useSyncExternalStore } from 'react';
import type { PageBlock } from '../../core/content/blocks/block-model';
import type { RecommendedProducts } from '../blocks/block-layout';
import { changedDesignKeys, type DesignSettings } from '../../core/design/design-settings';
import { blocksDiffer, type BlockPosition } from './block-operations';

/**
 * The editor's state in the browser (spec §3 "Editor data", §4 "Editor"): the page being edited,
 * its clean (saved) and draft blocks, the mode, the open drawer. One store per tab, shared by the
 * toolbar and the page's blocks, which are rendered by different parts of the route tree.
 */
export interface EditedPage {
  identifier: string;
  entityType: 'immutable' | 'category';
  /** The page's locale: the same identifier has blocks per language. */
  locale: string;
}

export type EditorDrawer =
  | { view: 'blocksList'; target: { uuid: string | null; position: BlockPosition } }
  | { view: 'blockSettings'; uuid: string }
  | { view: 'history' }
  | { view: 'design' }
  | { view: 'pages' }
  | { view: 'reviews' }
  | { view: 'offers' }
  | null;

/** Editor breakpoints (spec §9): the widths the page can be previewed at. */
export const editorViewports = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type EditorViewport = keyof typeof editorViewports | 'full';

export interface EditorState {
  page: EditedPage | null;
  clean: PageBlock[];
  draft: PageBlock[];
  /** The saved version the draft started from (a save names it; a newer one is a conflict). */
  version: number;
  mode: 'edit' | 'preview';
  drawer: EditorDrawer;
  saving: boolean;
  /** Tablet mode (spec §4): controls show for the block tapped last instead of on hover. */
  tablet: boolean;
  tappedUuid: string | null;
  viewport: EditorViewport;
  /** An earlier version shown in preview from the history. */
  historyPreview: {
    versionId: number;
    version: number;
    savedAt: string;
    savedByName: string;
    stashedDraft: PageBlock[];
  } | null;
  /** Products of categories a gallery block was switched to in the editor. */
  extraProducts: Record<string, RecommendedProducts | undefined>;
  /** The design drawer's saved settings and draft (issue 18). */
  design: { saved: DesignSettings; draft: DesignSettings } | null;
  /** The page whose blocks are being read for the editor (the toolbar says so, issue 34). */
  loadingPage: EditedPage | null;
}

export const initialEditorState: EditorState = {
  page: null,
  clean: [],
  draft: [],
  version: 0,
  mode: 'edit',
  drawer: null,
  saving: false,
  tablet: false,
  tappedUuid: null,
  viewport: 'full',
  historyPreview: null,
  extraProducts: {},
  design: null,
  loadingPage: null,
};

export function createEditorStore(initial: EditorState = initialEditorState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change: Partial<EditorState> | ((current: EditorState) => Partial<EditorState>)) {
      state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
      // One failing listener (a preview frame's, say) must not keep the others from the change.
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** The tab's editor store. */
export const editorStore = createEditorStore();

export function useEditorState<Selected>(select: (state: EditorState) => Selected): Selected {
  return useSyncExternalStore(
    editorStore.subscribe,
    () => select(editorStore.get()),
    () => select(initialEditorState),
  );
}

/** Spec §4: "isEditingEnabled" — there are unsaved block changes. */
export const hasUnsavedChanges = (state: EditorState) =>
  state.historyPreview === null && blocksDiffer(state.clean, state.draft);

/** Spec §4: the design settings are dirty when blockSize, a colour or the font differ from the saved ones. */
export const designHasChanges = (state: EditorState) =>
  state.design !== null && changedDesignKeys(state.design.saved, state.design.draft).length > 0;

/** Spec §4: actions are disabled in preview (and while an old version is shown). */
export const actionsDisabled = (state: EditorState) => state.mode === 'preview' || state.historyPreview !== null;
