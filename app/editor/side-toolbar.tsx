import { useTranslation } from '../i18n/use-translation';
import { editorStore, useEditorState } from './editor-store';

/**
 * Spec §2 "Side toolbar": the design drawer ("Settings") and the pages drawer ("Pages"). The peer
 * shows the pages button only in development; here every signed-in editor manages pages. Issue 20
 * adds review moderation, issue 22 the offers to customers.
 */
export function SideToolbar() {
  const { t } = useTranslation();
  const open = useEditorState((state) => state.drawer?.view);
  const button = (view: 'design' | 'pages' | 'reviews' | 'offers', label: string) => (
    <button
      type="button"
      aria-pressed={open === view}
      onClick={() => editorStore.set({ drawer: open === view ? null : { view } })}
      className="rounded bg-slate-900 px-2 py-3 text-xs font-semibold text-white shadow [writing-mode:vertical-rl] aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:ring-2 aria-pressed:ring-slate-900"
    >
      {label}
    </button>
  );
  return (
    <nav
      aria-label={t('editor.sideToolbar')}
      className="fixed bottom-0 left-0 z-40 flex w-11 flex-col items-center gap-2 border-e border-slate-300 bg-slate-100 py-3"
      style={{ top: 'var(--editor-bar-height, 3rem)' }}
    >
      {button('design', t('editor.design.title'))}
      {button('pages', t('editor.pagesDrawer.title'))}
      {button('reviews', t('editor.reviews.title'))}
      {button('offers', t('editor.offers.title'))}
    </nav>
  );
}
