import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { flattenNavigation } from '../lib/navigation';
import { useRootData } from '../lib/root-data';
import { loadEditorPages } from './editor-api';
import { editorStore } from './editor-store';
import { pageListEntries, type PageListEntry } from './page-list';

/**
 * Spec §2 "Editor bar": the page selector opens a searchable list of the shop's pages (450×400 px)
 * with a "Manage pages" button; choosing a page goes to it in the page's language. It closes on a
 * click outside and on Escape. It lists what the pages drawer lists: the home page, the content
 * pages and the categories (issue 34), read again when the pages change (the shell's navigation
 * is read again then); until they are there, the navigation stands in.
 */
export function PageSelector() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [allPages, setAllPages] = useState<PageListEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    loadEditorPages({ quiet: true }).then(
      (list) => current && setAllPages(pageListEntries(list, locale)),
      () => current && setAllPages(null),
    );
    return () => {
      current = false;
    };
    // On every page change too: a page just added is in no navigation yet.
  }, [root?.navigation, locale, location.pathname]);
  // Paths without language prefix; links get the page's language (and a /de/ editor's prefix).
  const pages = useMemo<Array<Omit<PageListEntry, 'id'>>>(
    () => [
      { name: root?.homepage?.name || t('editor.pages.home'), path: '/', depth: 0 },
      ...(allPages ?? flattenNavigation(root?.navigation ?? []).map((entry) => ({ ...entry, path: entry.url }))),
    ],
    [allPages, root?.navigation, root?.homepage, t],
  );
  const shown = pages.filter((page) => page.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()));
  const current = pages.find((page) => page.path === splitLocalePath(location.pathname).path);
  const linkTo = (path: string) => localizePath(path, locale, { germanPrefix: location.pathname.startsWith('/de') });

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="rounded border border-white/60 px-3 py-1"
      >
        {t('editor.pages.current', { name: current?.name ?? t('editor.pages.other') })}
      </button>
      {open ? (
        <div
          id={listId}
          className="absolute left-0 mt-2 flex h-[400px] w-[min(450px,90vw)] flex-col rounded-md bg-white p-3 text-slate-900 shadow-xl"
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('editor.pages.search')}
            <input
              ref={search}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="rounded border border-slate-400 px-2 py-1 font-normal"
            />
          </label>
          <ul className="mt-2 flex-1 overflow-auto" aria-label={t('editor.pages.list')}>
            {shown.length === 0 ? <li className="p-2 text-slate-600">{t('editor.pages.none')}</li> : null}
            {shown.map((page) => (
              <li key={page.path}>
                <button
                  type="button"
                  aria-current={page === current ? 'page' : undefined}
                  style={{ paddingInlineStart: `${0.5 + page.depth}rem` }}
                  onClick={() => {
                    setOpen(false);
                    void navigate(linkTo(page.path));
                  }}
                  className="w-full rounded py-1.5 pe-2 text-left hover:bg-slate-100 aria-[current=page]:font-semibold"
                >
                  {page.name}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              editorStore.set({ drawer: { view: 'pages' } });
            }}
            className="mt-2 rounded border border-slate-400 px-3 py-1.5 hover:bg-slate-100"
          >
            {t('editor.pages.manage')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
