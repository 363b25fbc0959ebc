import { useEffect, useRef, type ComponentType } from 'react';
import { useBlocker, useLocation } from 'react-router';
import type { EditablePageBlocksProps } from '../blocks/block-editor-slot';
import { useTranslation } from '../i18n/use-translation';
import { AddBlockDrawer } from './add-block-drawer';
import { BlockSettingsDrawer } from './block-settings-drawer';
import { EditablePageBlocks } from './editable-page-blocks';
import { EditorToolbar } from './editor-toolbar';
import {
  designHasChanges,
  editorStore,
  editorViewports,
  hasUnsavedChanges,
  useEditorState,
  type EditorStore,
} from './editor-store';
import { HistoryDrawer } from './history-drawer';
import { DesignDrawer } from './design-drawer';
import { ReviewsDrawer } from './reviews-drawer';
import { OffersDrawer } from './offers-drawer';
import { PagesDrawer } from './pages-drawer';
import { SideToolbar } from './side-toolbar';
import { useRootData } from '../lib/root-data';

declare global {
  interface Window {
    /** The editing tab's store, read by its viewport preview frame (same origin only). */
    spiegelshopEditor?: EditorStore;
  }
}

/**
 * The editor on the shop's pages (issue 17), loaded as its own chunk only for a signed-in editor
 * who turned it on: it plugs the editable blocks into the page and draws the toolbar and drawers.
 * Inside its own viewport preview frame it only mirrors the editing tab's draft.
 */
export default function EditorShell({
  editor,
  onReady,
}: {
  editor: { name: string; email: string };
  onReady: (component: ComponentType<EditablePageBlocksProps>) => void;
}) {
  const framed = typeof window !== 'undefined' && window.parent !== window && Boolean(parentStore());
  useEffect(() => {
    onReady(EditablePageBlocks);
  }, [onReady]);
  if (framed) return <FrameMirror />;
  return <EditorChrome editorName={editor.name || editor.email} />;
}

function parentStore(): EditorStore | undefined {
  try {
    return window.parent.spiegelshopEditor;
  } catch {
    return undefined;
  }
}

function EditorChrome({ editorName }: { editorName: string }) {
  const drawer = useEditorState((state) => state.drawer);
  const page = useEditorState((state) => state.page);
  const bar = useRef<HTMLDivElement>(null);
  const savedDesign = useRootData()?.design.settings;
  useEffect(() => {
    if (savedDesign && !editorStore.get().design)
      editorStore.set({ design: { saved: savedDesign, draft: savedDesign } });
  }, [savedDesign]);
  useEffect(() => {
    window.spiegelshopEditor = editorStore;
    const root = document.documentElement;
    root.dataset.editor = 'on';
    // The page moves down by the toolbar's height (which wraps on narrow screens).
    const observer = new ResizeObserver(([entry]) =>
      root.style.setProperty('--editor-bar-height', `${entry!.target.getBoundingClientRect().height}px`),
    );
    if (bar.current?.firstElementChild) observer.observe(bar.current.firstElementChild);
    return () => {
      observer.disconnect();
      delete root.dataset.editor;
      delete window.spiegelshopEditor;
    };
  }, []);
  return (
    <div ref={bar}>
      <EditorToolbar editorName={editorName} />
      {drawer?.view === 'blocksList' ? <AddBlockDrawer target={drawer.target} /> : null}
      {drawer?.view === 'blockSettings' ? <BlockSettingsDrawer uuid={drawer.uuid} /> : null}
      {drawer?.view === 'history' && page ? <HistoryDrawer page={page} /> : null}
      {drawer?.view === 'design' ? <DesignDrawer /> : null}
      {drawer?.view === 'pages' ? <PagesDrawer /> : null}
      {drawer?.view === 'reviews' ? <ReviewsDrawer /> : null}
      {drawer?.view === 'offers' ? <OffersDrawer /> : null}
      <SideToolbar />
      <ViewportFrame />
      <UnsavedChangesGuard />
    </div>
  );
}

/**
 * Viewport preview at the editor breakpoints (spec §9): the same page in a frame of that width,
 * so the shop's media queries answer to it; the frame shows the editing tab's draft.
 */
function ViewportFrame() {
  const { t } = useTranslation();
  const viewport = useEditorState((state) => state.viewport);
  const location = useLocation();
  const cover = useRef<HTMLDivElement>(null);
  const previewing = viewport !== 'full';
  useEffect(() => (previewing && cover.current ? hidePageUnder(cover.current) : undefined), [previewing, location.key]);
  if (!previewing) return null;
  const width = editorViewports[viewport];
  return (
    <div
      ref={cover}
      className="fixed inset-x-0 bottom-0 z-30 flex justify-center overflow-auto bg-slate-700 p-4"
      style={{ top: 'var(--editor-bar-height, 3rem)' }}
    >
      <iframe
        title={t('editor.viewport.frameTitle', { width })}
        src={location.pathname + location.search}
        style={{ width, maxWidth: 'none' }}
        className="h-full shrink-0 bg-white"
      />
    </div>
  );
}

/**
 * The frame covers the page: the page under it leaves the keyboard's and the screen reader's
 * reach (its landmarks would stand twice beside the frame's copy). The editor's own bar and
 * drawers, and the notifications, stay. Answers the undo.
 */
function hidePageUnder(frameCover: HTMLElement) {
  const keep = (element: Element) =>
    element.contains(frameCover) || element.matches('script, style, link, [data-notifications]');
  // What was hidden before (the stars' sprite) stays hidden: only what this hid comes back.
  const covered = [...document.body.children].filter(
    (element) => !keep(element) && !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
  for (const element of covered) {
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const element of covered) {
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}

/** In the preview frame: the editing tab's draft, always in preview. */
function FrameMirror() {
  useEffect(() => {
    const source = parentStore();
    if (!source) return;
    let stopListening = () => {};
    const copy = () => {
      // A frame the editor took away (back to full width, another page) can outlive its place in
      // the page for a moment: it stops listening instead of reading a parent that is gone.
      if (!window.parent || window.parent === window) return stopListening();
      const { page, clean, draft, version, extraProducts } = source.get();
      editorStore.set({ page, clean, draft, version, extraProducts, mode: 'preview' });
      mirrorDesignDraft();
    };
    copy();
    stopListening = source.subscribe(copy);
    // The frame shows the page only; the editing tab speaks the notifications (one region, not two).
    document.querySelector('[data-notifications]')?.setAttribute('hidden', '');
    window.addEventListener('pagehide', stopListening);
    return () => {
      window.removeEventListener('pagehide', stopListening);
      stopListening();
    };
  }, []);
  return null;
}

/** The design drawer's draft (custom properties on <html>, a chosen font's stylesheet) in the frame too. */
function mirrorDesignDraft() {
  const parentDocument = window.parent.document;
  document.documentElement.style.cssText = parentDocument.documentElement.style.cssText;
  for (const link of parentDocument.querySelectorAll<HTMLLinkElement>('link[data-editor-font]')) {
    if (!document.querySelector(`link[data-editor-font="${CSS.escape(link.dataset.editorFont ?? '')}"]`)) {
      document.head.append(link.cloneNode());
    }
  }
}

/** Spec §4 / issue 17: leaving the page with unsaved changes asks first (links and the tab). */
function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const dirty = useEditorState(hasUnsavedChanges);
  const designDirty = useEditorState(designHasChanges);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('editor.unsaved.confirm'))) {
      editorStore.set((state) => ({ draft: state.clean }));
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, t]);
  // A reload loses a design draft too (a page change inside the shop keeps it).
  useEffect(() => {
    if (!dirty && !designDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, designDirty]);
  return null;
}
