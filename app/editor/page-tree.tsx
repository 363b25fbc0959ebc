import { useId, useRef, useState } from 'react';
import { localizePath, type Locale } from '../../core/i18n/locales';
import { homepageId, type EditorPage } from '../../core/content/pages/page-settings';
import { MoreIcon } from './editor-icons';
import { useTranslation } from '../i18n/use-translation';
import { nameOf } from './page-entries';
import { useDismiss } from './use-dismiss';

/** What the pages drawer shows: its lists, a page's General or SEO settings, or "Add Page". */
export type PagesView = { kind: 'list' } | { kind: 'general' | 'seo'; id: number } | { kind: 'add' };

/** The pages below `parentId` (the top level for null), each with its subpages below it. */
export function PageTree(props: {
  pages: EditorPage[];
  parentId: number | null;
  locale: Locale;
  drafts: Record<number, EditorPage>;
  onOpen: (view: PagesView) => void;
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

/** A page with its menu: General Settings, SEO Settings, Delete Page (not for the home page). */
export function PageEntry({
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
  onOpen: (view: PagesView) => void;
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
