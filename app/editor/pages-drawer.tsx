import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { localizePath, locales, type Locale } from '../../core/i18n/locales';
import {
  homepageId,
  robotsOptions,
  type EditorPage,
  type PageSettingsInput,
} from '../../core/content/pages/page-settings';
import { slugify } from '../../core/catalog/slugify';
import { MoreIcon } from '../components/icons';
import { notifications } from '../features/notifications/notification-store';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { api } from '../lib/api';
import { ApiClientError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { EditorDrawer } from './editor-drawer';
import { editorStore } from './editor-store';
import { inputClass, Labelled } from './form-controls';
import { homepageAsPage, homepageDetailsOf } from './homepage-entry';
import { useDismiss } from './use-dismiss';

/**
 * The pages drawer "Pages" (issue 18, spec §2): the Homepage, the content pages and the product
 * categories as trees, each with a menu (General Settings, SEO Settings, Delete Page); "Add Page";
 * "Save Settings" sends every changed page at once. Saving reads the page's data again (no
 * reload, so the drawer and the saved message stay), so the navigation, the page's own path and
 * its head follow.
 */
type View = { kind: 'list' } | { kind: 'general' | 'seo'; id: number } | { kind: 'add' };

export function PagesDrawer() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const [saved, setSaved] = useState<EditorPage[] | null>(null);
  const [homepage, setHomepage] = useState<EditorPage | null>(null);
  const [drafts, setDrafts] = useState<Record<number, EditorPage>>({});
  const [view, setView] = useState<View>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const loadPages = () =>
    Promise.all([
      api.call('getEditorPages', {}, { method: 'GET' }).then(setSaved),
      api.call('getHomepageSettings', {}, { method: 'GET' }).then((details) => setHomepage(homepageAsPage(details))),
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

  async function saveAll() {
    setBusy(true);
    try {
      const { [homepageId]: homeDraft, ...pageDrafts } = drafts;
      const changedPages = Object.values(pageDrafts);
      if (changedPages.length > 0)
        await api.call('setCategorySettings', { settings: changedPages.map(settingsOf) }, { quiet: true });
      if (homeDraft) await api.call('setHomepageSettings', { details: homepageDetailsOf(homeDraft) }, { quiet: true });
      setDrafts({});
      await loadPages();
      // The navigation, the page's head and maybe its own path changed: the page's data is read
      // again (an old path answers with a redirect to the new one). No reload: the merchant stays
      // in the drawer, and the message stays on the screen.
      revalidator.revalidate();
      notifications.send({ type: 'positive', message: t('errorMessages.editor.categories.success') });
    } catch (error) {
      fail('errorMessages.editor.categories.error', error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(page: EditorPage) {
    const name = nameOf(page, locale);
    if (!window.confirm(t('editor.pagesDrawer.deleteConfirm', { name }))) return;
    try {
      await deleteWithConfirmation(page, (counts) =>
        window.confirm(t('editor.pagesDrawer.deleteNonEmpty', { name, ...counts })),
      );
      notifications.send({ type: 'positive', message: t('editor.pagesDrawer.deleted', { name, id: page.id }) });
      // Its subpages went with it.
      setSaved((list) => {
        const gone = new Set([page.id, ...descendantsOf(list ?? [], page.id)]);
        return list?.filter((entry) => !gone.has(entry.id)) ?? null;
      });
    } catch (error) {
      if (error === cancelled) return;
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

const cancelled = Symbol('cancelled');

/** Deletes; a page with products or subpages asks once more (the server says what would go). */
async function deleteWithConfirmation(
  page: EditorPage,
  confirmNonEmpty: (counts: { itemCount: number; childCount: number }) => boolean,
) {
  try {
    await api.call('deleteCategory', { categoryId: page.id }, { quiet: true });
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.key !== 'editor.categories.notEmpty') throw error;
    const counts = { itemCount: Number(error.values.itemCount ?? 0), childCount: Number(error.values.childCount ?? 0) };
    if (!confirmNonEmpty(counts)) throw cancelled;
    await api.call('deleteCategory', { categoryId: page.id, confirmed: true }, { quiet: true });
  }
}

/** The home page's own name in a language ('' until the merchant gives one: then "Startseite"). */
const homeName = (page: EditorPage | null, locale: Locale) =>
  page?.details.find((detail) => detail.lang === locale)?.name ?? '';

const nameOf = (page: EditorPage, locale: Locale) =>
  (page.details.find((detail) => detail.lang === locale) ?? page.details[0])?.name ?? String(page.id);

function settingsOf(page: EditorPage): PageSettingsInput {
  const { itemCount: _items, childCount: _children, paths: _paths, ...settings } = page;
  return settings;
}

function PageTree(props: {
  pages: EditorPage[];
  parentId: number | null;
  locale: Locale;
  drafts: Record<number, EditorPage>;
  onOpen: (view: View) => void;
  onDelete: (page: EditorPage) => void;
  depth?: number;
}) {
  const { pages, parentId, locale, drafts, depth = 0 } = props;
  // Top level: pages whose parent is not in this list (a content page below a category too).
  const level = pages.filter((page) =>
    parentId === null ? !pages.some((other) => other.id === page.parentCategoryId) : page.parentCategoryId === parentId,
  );
  if (level.length === 0) return null;
  return (
    <ul className={depth > 0 ? 'ms-4 border-s border-slate-200 ps-2' : undefined}>
      {level.map((page) => (
        <PageEntry
          key={page.id}
          page={{ id: page.id, name: nameOf(page, locale), path: page.paths[locale] ?? null }}
          unsaved={page.id in drafts}
          locale={locale}
          onOpen={props.onOpen}
          onDelete={() => props.onDelete(page)}
        >
          <PageTree {...props} parentId={page.id} depth={depth + 1} />
        </PageEntry>
      ))}
    </ul>
  );
}

function PageEntry({
  page,
  unsaved = false,
  locale,
  onOpen,
  onDelete,
  children,
}: {
  page: { id: number; name: string; path: string | null };
  unsaved?: boolean;
  locale: Locale;
  onOpen: (view: View) => void;
  onDelete?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const isHomepage = page.id === homepageId;
  const item = (label: string, action: () => void, disabled = false) => (
    <li>
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          setOpen(false);
          action();
        }}
        className="w-full rounded px-3 py-1.5 text-left hover:bg-slate-100 disabled:text-slate-500"
      >
        {label}
      </button>
    </li>
  );
  return (
    <li>
      <div ref={ref} className="relative flex items-center justify-between gap-2 py-0.5">
        {page.path !== null ? (
          <a href={localizePath(page.path, locale)} className="underline-offset-2 hover:underline">
            {page.name}
          </a>
        ) : (
          <span>{page.name}</span>
        )}
        {unsaved ? (
          <span className="text-xs font-semibold text-amber-900" data-testid="unsaved-marker">
            {t('editor.pagesDrawer.unsaved')}
          </span>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('editor.pagesDrawer.menu', { name: page.name })}
          onClick={() => setOpen((value) => !value)}
          className="ms-auto rounded px-2 hover:bg-slate-100"
        >
          <MoreIcon />
        </button>
        {open ? (
          <ul
            id={menuId}
            className="absolute right-0 top-full z-10 w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            {item(t('editor.pagesDrawer.general'), () => onOpen({ kind: 'general', id: page.id }))}
            {item(t('editor.pagesDrawer.seo'), () => onOpen({ kind: 'seo', id: page.id }))}
            {item(t('editor.pagesDrawer.delete'), () => onDelete?.(), isHomepage)}
          </ul>
        ) : null}
      </div>
      {children}
    </li>
  );
}

function PageSettingsForm({
  kind,
  page,
  pages,
  onChange,
  onBack,
}: {
  kind: 'general' | 'seo';
  page: EditorPage;
  pages: EditorPage[];
  onChange: (page: EditorPage) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const set = (values: Partial<EditorPage>) => onChange({ ...page, ...values });
  const setDetail = (lang: Locale, values: Partial<EditorPage['details'][number]>) =>
    set({
      details: locales.flatMap((language) => {
        const detail = page.details.find((entry) => entry.lang === language);
        if (language !== lang) return detail ? [detail] : [];
        return [{ ...emptyDetail(language), ...detail, ...values }];
      }),
    });
  const detail = (lang: Locale) => page.details.find((entry) => entry.lang === lang) ?? emptyDetail(lang);
  const below = descendantsOf(pages, page.id);
  const isHomepage = page.id === homepageId;
  const text = (label: string, value: string, onInput: (value: string) => void, field: string, max = 200) => (
    <Labelled id={`${id}-${field}`} label={label}>
      <input
        id={`${id}-${field}`}
        className={inputClass}
        value={value}
        maxLength={max}
        onChange={(event) => onInput(event.target.value)}
      />
    </Labelled>
  );
  const check = (label: string, checked: boolean, onToggle: (checked: boolean) => void) => (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      {label}
    </label>
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
      <button type="button" onClick={onBack} className="self-start text-sm underline underline-offset-2">
        {t('editor.pagesDrawer.back')}
      </button>
      <h3 className="font-semibold">
        {t(kind === 'general' ? 'editor.pagesDrawer.general' : 'editor.pagesDrawer.seo')}:{' '}
        {isHomepage ? homeName(page, locale) || t('editor.pages.home') : nameOf(page, locale)}
      </h3>
      {kind === 'general' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.basics')}</legend>
          <Labelled id={`${id}-id`} label={t('editor.pagesDrawer.pageId')}>
            <input id={`${id}-id`} className={`${inputClass} bg-slate-100`} value={page.id} readOnly />
          </Labelled>
          {locales.map((lang) => (
            <div key={lang} className="flex flex-col gap-3">
              {text(
                t('editor.pagesDrawer.name', { language: t(`language.${lang}`) }),
                detail(lang).name,
                (name) => setDetail(lang, { name }),
                `name-${lang}`,
                100,
              )}
              {isHomepage
                ? null
                : text(
                    t('editor.pagesDrawer.slug', { language: t(`language.${lang}`) }),
                    detail(lang).nameUrl,
                    (nameUrl) => setDetail(lang, { nameUrl: nameUrl.toLowerCase() }),
                    `slug-${lang}`,
                    100,
                  )}
            </div>
          ))}
          {isHomepage ? (
            <p className="text-sm text-slate-700">{t('editor.pagesDrawer.homepageFixed')}</p>
          ) : (
            <>
              <Labelled id={`${id}-parent`} label={t('editor.pagesDrawer.parent')}>
                <select
                  id={`${id}-parent`}
                  className={inputClass}
                  value={page.parentCategoryId ?? ''}
                  onChange={(event) =>
                    set({ parentCategoryId: event.target.value === '' ? null : Number(event.target.value) })
                  }
                >
                  <option value="">{t('editor.pagesDrawer.noParent')}</option>
                  {pages
                    .filter((candidate) => candidate.id !== page.id && !below.has(candidate.id))
                    .map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {nameOf(candidate, locale)}
                      </option>
                    ))}
                </select>
              </Labelled>
              <Labelled id={`${id}-type`} label={t('editor.pagesDrawer.type')}>
                <select
                  id={`${id}-type`}
                  className={inputClass}
                  value={page.type}
                  required
                  onChange={(event) => set({ type: event.target.value as EditorPage['type'] })}
                >
                  <option value="item">{t('editor.pagesDrawer.typeItem')}</option>
                  <option value="content">{t('editor.pagesDrawer.typeContent')}</option>
                </select>
              </Labelled>
              {check(t('editor.pagesDrawer.loginNecessary'), page.right === 'customer', (on) =>
                set({ right: on ? 'customer' : 'all' }),
              )}
              {check(t('editor.pagesDrawer.linklist'), page.linklist === 'Y', (on) =>
                set({ linklist: on ? 'Y' : 'N' }),
              )}
              {check(t('editor.pagesDrawer.sitemap'), page.sitemap === 'Y', (on) => set({ sitemap: on ? 'Y' : 'N' }))}
              <Labelled id={`${id}-position`} label={t('editor.pagesDrawer.position')}>
                <input
                  id={`${id}-position`}
                  type="number"
                  min={0}
                  max={1_000_000}
                  className={inputClass}
                  value={page.position}
                  onChange={(event) =>
                    set({ position: Math.max(0, Math.min(1_000_000, Math.trunc(Number(event.target.value) || 0))) })
                  }
                />
              </Labelled>
            </>
          )}
        </fieldset>
      ) : (
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.metaData')}</legend>
            {text(
              t('editor.pagesDrawer.metaTitle'),
              detail(locale).metaTitle,
              (metaTitle) => setDetail(locale, { metaTitle }),
              'meta-title',
            )}
            {text(
              t('editor.pagesDrawer.metaDescription'),
              detail(locale).metaDescription,
              (metaDescription) => setDetail(locale, { metaDescription }),
              'meta-description',
              500,
            )}
            {text(
              t('editor.pagesDrawer.metaKeywords'),
              detail(locale).metaKeywords,
              (metaKeywords) => setDetail(locale, { metaKeywords }),
              'meta-keywords',
              500,
            )}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.robotSettings')}</legend>
            <Labelled id={`${id}-robots`} label={t('editor.pagesDrawer.robots')}>
              <select
                id={`${id}-robots`}
                className={inputClass}
                required
                value={detail(locale).metaRobots}
                onChange={(event) =>
                  setDetail(locale, { metaRobots: event.target.value as (typeof robotsOptions)[number] })
                }
              >
                {robotsOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </Labelled>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{t('editor.pagesDrawer.furtherSettings')}</legend>
            {text(
              t('editor.pagesDrawer.canonical'),
              detail(locale).canonicalLink,
              (canonicalLink) => setDetail(locale, { canonicalLink }),
              'canonical',
              500,
            )}
          </fieldset>
        </>
      )}
      <p className="text-sm text-slate-700">{t('editor.pagesDrawer.saveHint')}</p>
    </form>
  );
}

const emptyDetail = (lang: Locale): EditorPage['details'][number] => ({
  lang,
  name: '',
  nameUrl: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  metaRobots: 'ALL',
  canonicalLink: '',
});

function descendantsOf(pages: EditorPage[], id: number): Set<number> {
  const found = new Set<number>();
  const walk = (parent: number) => {
    for (const page of pages) {
      if (page.parentCategoryId === parent && !found.has(page.id)) {
        found.add(page.id);
        walk(page.id);
      }
    }
  };
  walk(id);
  return found;
}

/** A slug from a page name (the placeholder of the slug field and its default). */
const slugOf = (name: string) => slugify(name).slice(0, 100);

/** "Add Page": names and slugs in both languages, type and parent; then the new page opens. */
function AddPageForm({ pages, onDone, onCreated }: { pages: EditorPage[]; onDone: () => void; onCreated: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const id = useId();
  const [names, setNames] = useState<Record<Locale, string>>({ de: '', en: '' });
  const [slugs, setSlugs] = useState<Record<Locale, string>>({ de: '', en: '' });
  const [type, setType] = useState<'content' | 'item'>('content');
  const [parent, setParent] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  async function create() {
    try {
      const created = await api.call(
        'doAddCategory',
        {
          type,
          parentCategoryId: parent,
          details: locales.map((lang) => ({ lang, name: names[lang], nameUrl: slugs[lang] || slugOf(names[lang]) })),
        },
        { quiet: true },
      );
      const list = await api.call('getEditorPages', {}, { method: 'GET' });
      const path = list.find((page) => page.id === created.id)?.paths[locale];
      // Like the peer: straight to the new page – in the app, so the message stays.
      await navigate(localizePath(path ?? '/', locale));
      onCreated();
      notifications.send({ type: 'positive', message: t('errorMessages.editor.categories.success') });
    } catch (error) {
      const clientError = error instanceof ApiClientError ? error : null;
      setProblems([
        clientError ? apiErrorMessage(i18n, clientError) : String(error),
        ...(clientError?.causes ?? []).map(
          (cause) =>
            `${cause.field}: ${i18n.exists(cause.message) ? String(i18n.t(cause.message as never)) : cause.message}`,
        ),
      ]);
    }
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <button type="button" onClick={onDone} className="self-start text-sm underline underline-offset-2">
        {t('editor.pagesDrawer.back')}
      </button>
      <h3 className="font-semibold">{t('editor.pagesDrawer.add')}</h3>
      {locales.map((lang) => (
        <div key={lang} className="flex flex-col gap-3">
          <Labelled id={`${id}-name-${lang}`} label={t('editor.pagesDrawer.name', { language: t(`language.${lang}`) })}>
            <input
              id={`${id}-name-${lang}`}
              className={inputClass}
              required
              maxLength={100}
              value={names[lang]}
              onChange={(event) => setNames({ ...names, [lang]: event.target.value })}
            />
          </Labelled>
          <Labelled id={`${id}-slug-${lang}`} label={t('editor.pagesDrawer.slug', { language: t(`language.${lang}`) })}>
            <input
              id={`${id}-slug-${lang}`}
              className={inputClass}
              maxLength={100}
              placeholder={slugOf(names[lang])}
              value={slugs[lang]}
              onChange={(event) => setSlugs({ ...slugs, [lang]: event.target.value.toLowerCase() })}
            />
          </Labelled>
        </div>
      ))}
      <Labelled id={`${id}-type`} label={t('editor.pagesDrawer.type')}>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={type}
          onChange={(event) => setType(event.target.value as 'content' | 'item')}
        >
          <option value="content">{t('editor.pagesDrawer.typeContent')}</option>
          <option value="item">{t('editor.pagesDrawer.typeItem')}</option>
        </select>
      </Labelled>
      <Labelled id={`${id}-parent`} label={t('editor.pagesDrawer.parent')}>
        <select
          id={`${id}-parent`}
          className={inputClass}
          value={parent ?? ''}
          onChange={(event) => setParent(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('editor.pagesDrawer.noParent')}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {nameOf(page, locale)}
            </option>
          ))}
        </select>
      </Labelled>
      {problems.length > 0 ? (
        <ul role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="self-start rounded bg-slate-900 px-4 py-2 font-semibold text-white">
        {t('editor.pagesDrawer.create')}
      </button>
    </form>
  );
}
