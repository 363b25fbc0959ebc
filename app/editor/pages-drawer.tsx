import { useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { localizePath } from '../../core/i18n/locales';
import { homepageId, type EditorPage } from '../../core/content/pages/page-settings';
import { notifications } from '../lib/notification-store';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { ApiClientError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { AddPageForm } from './add-page-form';
import {
  deletePage,
  loadEditorPages,
  loadHomepageSettings,
  saveHomepageSettings,
  savePageSettings,
} from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore } from './editor-store';
import { homepageAsPage, homepageDetailsOf } from './homepage-entry';
import { descendantsOf, homeName, nameOf, settingsOf } from './page-entries';
import { PageSettingsForm } from './page-settings-form';
import { PageEntry, PageTree, type PagesView } from './page-tree';

/**
 * The pages drawer "Pages" (issue 18, spec §2): the Homepage, the content pages and the product
 * categories as trees, each with a menu (General Settings, SEO Settings, Delete Page); "Add Page";
 * "Save Settings" sends every changed page at once. Saving reads the page's data again (no
 * reload, so the drawer and the saved message stay), so the navigation, the page's own path and
 * its head follow.
 */
export function PagesDrawer() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const [saved, setSaved] = useState<EditorPage[] | null>(null);
  const [homepage, setHomepage] = useState<EditorPage | null>(null);
  const [drafts, setDrafts] = useState<Record<number, EditorPage>>({});
  const [view, setView] = useState<PagesView>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const loadPages = () =>
    Promise.all([
      loadEditorPages().then(setSaved),
      loadHomepageSettings().then((details) => setHomepage(homepageAsPage(details))),
    ]);
  useEffect(() => {
    void loadPages();
  }, []);
  const pages = useMemo(() => (saved ?? []).map((page) => drafts[page.id] ?? page), [saved, drafts]);
  const home = drafts[homepageId] ?? homepage;
  const changed = Object.keys(drafts).length > 0;
  const update = (page: EditorPage) => setDrafts((current) => ({ ...current, [page.id]: page }));
  const fail = (key: string, error: unknown, values: Record<string, string | number> = {}) => {
    const clientError = error instanceof ApiClientError ? error : null;
    const causes = clientError?.causes.map((cause) =>
      i18n.exists(cause.message) ? String(i18n.t(cause.message as never)) : cause.message,
    );
    notifications.send({
      type: 'negative',
      persist: true,
      message: [
        t(key as never, { ...values, error: clientError ? apiErrorMessage(i18n, clientError) : String(error) }),
        ...(causes ?? []).slice(0, 5),
      ],
    });
  };

  /**
   * The pages' settings and the home page's are two saves: each one that succeeds leaves the list
   * (its unsaved mark goes) and the page's data is read again, even when the other is refused.
   */
  async function saveAll() {
    setBusy(true);
    const { [homepageId]: homeDraft, ...pageDrafts } = drafts;
    const changedPages = Object.values(pageDrafts);
    let saved = false;
    try {
      if (changedPages.length > 0) {
        await savePageSettings(changedPages.map(settingsOf));
        saved = true;
        // Only the home page's draft, if any, is still unsaved.
        setDrafts(({ [homepageId]: home }): Record<number, EditorPage> => (home ? { [homepageId]: home } : {}));
      }
      if (homeDraft) {
        await saveHomepageSettings(homepageDetailsOf(homeDraft));
        saved = true;
        setDrafts({});
      }
      notifications.send({ type: 'positive', message: t('errorMessages.editor.categories.success') });
    } catch (error) {
      fail('errorMessages.editor.categories.error', error);
    } finally {
      if (saved) {
        await loadPages();
        // The navigation, the page's head and maybe its own path changed: the page's data is read
        // again (an old path answers with a redirect to the new one). No reload: the merchant stays
        // in the drawer, and the message stays on the screen.
        revalidator.revalidate();
      }
      setBusy(false);
    }
  }

  async function remove(page: EditorPage) {
    const name = nameOf(page, locale);
    if (!window.confirm(t('editor.pagesDrawer.deleteConfirm', { name }))) return;
    try {
      const deleted = await deletePage(page.id, (counts) =>
        window.confirm(t('editor.pagesDrawer.deleteNonEmpty', { name, ...counts })),
      );
      if (!deleted) return;
      notifications.send({ type: 'positive', message: t('editor.pagesDrawer.deleted', { name, id: page.id }) });
      // Its subpages went with it.
      setSaved((list) => {
        const gone = new Set([page.id, ...descendantsOf(list ?? [], page.id)]);
        return list?.filter((entry) => !gone.has(entry.id)) ?? null;
      });
    } catch (error) {
      fail('errorMessages.editor.categories.deleteError', error, { name, id: page.id });
    }
  }

  const close = () => editorStore.set({ drawer: null });
  const editing =
    view.kind === 'general' || view.kind === 'seo'
      ? view.id === homepageId
        ? (home ?? undefined)
        : pages.find((page) => page.id === view.id)
      : undefined;
  return (
    <EditorDrawer title={t('editor.pagesDrawer.title')} placement="left" onClose={close}>
      {view.kind === 'add' ? (
        <AddPageForm
          pages={pages}
          onDone={() => setView({ kind: 'list' })}
          onCreated={() => {
            setView({ kind: 'list' });
            void loadPages();
          }}
        />
      ) : editing ? (
        <PageSettingsForm
          kind={view.kind as 'general' | 'seo'}
          page={editing}
          pages={pages}
          onChange={update}
          onBack={() => setView({ kind: 'list' })}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setView({ kind: 'add' })}
              className="rounded border border-slate-400 px-3 py-1.5"
            >
              {t('editor.pagesDrawer.add')}
            </button>
            <button
              type="button"
              disabled={!changed || busy}
              onClick={() => void saveAll()}
              className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white disabled:bg-slate-400"
            >
              {t('editor.pagesDrawer.save')}
            </button>
          </div>
          {saved === null ? <p>{t('editor.pagesDrawer.loading')}</p> : null}
          <ul aria-label={t('editor.pagesDrawer.homepage')}>
            <PageEntry
              page={{ id: homepageId, name: homeName(home, locale) || t('editor.pages.home'), path: '/' }}
              unsaved={homepageId in drafts}
              locale={locale}
              onOpen={setView}
            />
          </ul>
          {(['content', 'item'] as const).map((type) => (
            <section key={type} aria-labelledby={`pages-${type}`}>
              <h3 id={`pages-${type}`} className="mb-1 font-semibold">
                {t(type === 'content' ? 'editor.pagesDrawer.contentPages' : 'editor.pagesDrawer.categories')}
              </h3>
              <PageTree
                pages={pages.filter((page) => page.type === type)}
                parentId={null}
                locale={locale}
                drafts={drafts}
                onOpen={setView}
                onDelete={(page) => void remove(page)}
              />
            </section>
          ))}
          <a
            href={localizePath('/editor-manual', locale)}
            target="_blank"
            rel="noopener"
            className="text-sm text-slate-800 underline underline-offset-2"
          >
            {t('editor.pagesDrawer.manual')}
          </a>
        </div>
      )}
    </EditorDrawer>
  );
}
