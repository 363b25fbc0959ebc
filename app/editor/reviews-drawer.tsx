import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ModerationState } from '../../core/reviews/reviews.server';
import { RatingStars } from '../components/rating-stars';
import { notifications } from '../lib/notification-store';
import { useTranslation } from '../i18n/use-translation';
import {
  deleteModerationEntry,
  loadModeration,
  replyToReview,
  setModerationVisibility,
  type ModerationPageSize,
} from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore } from './editor-store';

type ModerationPage = Awaited<ReturnType<typeof loadModeration>>;
type Entry = ModerationPage['entries'][number];

/** What the drawer shows: which entries, of which items, which page of how many per page. */
interface ModerationQuery {
  state: ModerationState;
  itemSearch: string;
  page: number;
  itemsPerPage: ModerationPageSize;
}

const pageSizes = [10, 20, 50, 100] as const;

/**
 * Review moderation (issue 20): what shoppers wrote waits here until an editor releases it. Each
 * entry can be released or hidden again, deleted, or answered as the shop (shown at once). The
 * list is paged like the editor's other lists (spec §9: 50 per page, 10/20/50/100) and can be
 * narrowed to an item by its name or number.
 */
export function ReviewsDrawer() {
  const { t, i18n } = useTranslation();
  const filterId = useId();
  const [query, setQuery] = useState<ModerationQuery>({
    state: 'underReview',
    itemSearch: '',
    page: 1,
    itemsPerPage: 50,
  });
  const [page, setPage] = useState<ModerationPage | null>(null);
  // Only the newest request's answer is shown: the reload after a release must not bring back
  // the list of a filter the editor has left meanwhile.
  const latestRequest = useRef(0);
  const reload = useCallback(() => {
    const request = ++latestRequest.current;
    const show = (shown: ModerationPage) => {
      if (request === latestRequest.current) setPage(shown);
    };
    loadModeration(query).then(show, () =>
      show({
        entries: [],
        pagination: { page: 1, itemsPerPage: query.itemsPerPage, totalCount: 0, pageCount: 1 },
      }),
    );
  }, [query]);
  useEffect(reload, [reload]);
  // A new filter starts at its first page.
  const narrow = (change: Partial<ModerationQuery>) => setQuery({ ...query, ...change, page: 1 });

  const act = async (run: () => Promise<unknown>, message: string) => {
    await run();
    notifications.send({ type: 'positive', message });
    reload();
  };

  return (
    <EditorDrawer title={t('editor.reviews.title')} placement="left" onClose={() => editorStore.set({ drawer: null })}>
      <label htmlFor={filterId} className="font-medium">
        {t('editor.reviews.show')}
      </label>
      <select
        id={filterId}
        value={query.state}
        onChange={(event) => narrow({ state: event.currentTarget.value as ModerationState })}
        className="mt-1 mb-4 block w-full rounded-md border border-slate-400 px-2 py-1"
      >
        {(['underReview', 'visible', 'all'] as const).map((value) => (
          <option key={value} value={value}>
            {t(`editor.reviews.states.${value}`)}
          </option>
        ))}
      </select>
      <ItemSearch term={query.itemSearch} onSearch={(itemSearch) => narrow({ itemSearch })} />
      {page === null ? <p role="status">{t('editor.reviews.loading')}</p> : null}
      {page?.entries.length === 0 ? <p>{t('editor.reviews.empty')}</p> : null}
      <ol className="space-y-3">
        {page?.entries.map((entry) => (
          <ModerationEntry
            key={`${entry.kind}-${entry.id}`}
            entry={entry}
            when={new Date(entry.createdAt).toLocaleString(i18n.language)}
            onVisibility={(isVisible) =>
              void act(
                () => setModerationVisibility(entry, isVisible),
                t(isVisible ? 'editor.reviews.released' : 'editor.reviews.hidden'),
              )
            }
            onDelete={() => void act(() => deleteModerationEntry(entry), t('editor.reviews.deleted'))}
            onReply={(message) => act(() => replyToReview(entry.reviewId, message), t('editor.reviews.replied'))}
          />
        ))}
      </ol>
      {page ? (
        <ModerationPager
          pagination={page.pagination}
          onPage={(number) => setQuery({ ...query, page: number })}
          onPageSize={(itemsPerPage) => narrow({ itemsPerPage })}
        />
      ) : null}
    </EditorDrawer>
  );
}

/** Narrows the list to the reviews of items whose name or number matches (sent on Enter or the button). */
function ItemSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(term);
  return (
    <form
      role="search"
      aria-label={t('editor.reviews.search')}
      className="mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor={id} className="font-medium">
        {t('editor.reviews.searchLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.currentTarget.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-2 py-1"
        />
        <button type="submit" className="button-secondary py-1 text-sm">
          {t('editor.reviews.searchButton')}
        </button>
      </div>
    </form>
  );
}

/** Previous and next page, where the list stands, and how many entries a page shows. */
function ModerationPager({
  pagination,
  onPage,
  onPageSize,
}: {
  pagination: ModerationPage['pagination'];
  onPage: (page: number) => void;
  onPageSize: (size: ModerationPageSize) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const { page, pageCount, totalCount, itemsPerPage } = pagination;
  return (
    <nav aria-label={t('editor.reviews.pages')} className="mt-4 space-y-2 text-sm">
      <p role="status">{t('editor.reviews.pageOf', { page, pageCount, count: totalCount })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="button-secondary py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('editor.reviews.previous')}
        </button>
        <button
          type="button"
          className="button-secondary py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {t('editor.reviews.next')}
        </button>
        <label htmlFor={sizeId} className="ml-auto">
          {t('editor.reviews.perPage')}
        </label>
        <select
          id={sizeId}
          value={itemsPerPage}
          onChange={(event) => onPageSize(Number(event.currentTarget.value) as ModerationPageSize)}
          className="rounded-md border border-slate-400 px-2 py-1"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

function ModerationEntry({
  entry,
  when,
  onVisibility,
  onDelete,
  onReply,
}: {
  entry: Entry;
  when: string;
  onVisibility: (isVisible: boolean) => void;
  onDelete: () => void;
  onReply: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const replyId = useId();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const author = entry.fromShop ? t('editor.reviews.shop') : entry.authorName || t('product.anonymousReviewer');
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <article
        aria-label={t(entry.kind === 'review' ? 'editor.reviews.reviewOf' : 'editor.reviews.replyOf', {
          item: entry.itemName,
        })}
      >
        <p className="text-sm text-slate-700">
          {t(entry.kind === 'review' ? 'editor.reviews.reviewOf' : 'editor.reviews.replyOf', { item: entry.itemName })}
        </p>
        {entry.rating ? <RatingStars value={entry.rating} className="h-4" /> : null}
        {entry.title ? <h3 className="font-semibold">{entry.title}</h3> : null}
        <p className="whitespace-pre-line wrap-anywhere">{entry.message}</p>
        <p className="mt-1 text-sm text-slate-700">
          {author} · {when}
          {entry.verifiedPurchase ? ` · ${t('product.verifiedPurchase')}` : ''} ·{' '}
          <strong>{t(entry.isVisible ? 'editor.reviews.states.visible' : 'editor.reviews.states.underReview')}</strong>
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className="button-primary py-1 text-sm" onClick={() => onVisibility(!entry.isVisible)}>
            {t(entry.isVisible ? 'editor.reviews.hide' : 'editor.reviews.release')}
          </button>
          {entry.kind === 'review' ? (
            <button
              type="button"
              className="button-secondary py-1 text-sm"
              aria-expanded={replying}
              onClick={() => setReplying(!replying)}
            >
              {t('editor.reviews.reply')}
            </button>
          ) : null}
          <button type="button" className="button-secondary py-1 text-sm" onClick={onDelete}>
            {t('editor.reviews.delete')}
          </button>
        </div>
        {replying ? (
          <form
            className="mt-2"
            onSubmit={(event) => {
              event.preventDefault();
              void onReply(reply).then(() => {
                setReply('');
                setReplying(false);
              });
            }}
          >
            <label htmlFor={replyId} className="font-medium">
              {t('editor.reviews.replyLabel')}
            </label>
            <textarea
              id={replyId}
              value={reply}
              maxLength={500}
              rows={3}
              onChange={(event) => setReply(event.currentTarget.value)}
              className="mt-1 w-full rounded-md border border-slate-400 px-2 py-1"
            />
            <button type="submit" className="button-primary mt-1 py-1 text-sm">
              {t('editor.reviews.sendReply')}
            </button>
          </form>
        ) : null}
      </article>
    </li>
  );
}
