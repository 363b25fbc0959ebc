import { useCallback, useEffect, useId, useState } from 'react';
import type { ModerationState } from '../../core/reviews/reviews.server';
import { RatingStars } from '../components/rating-stars';
import { notifications } from '../lib/notification-store';
import { useTranslation } from '../i18n/use-translation';
import { deleteModerationEntry, loadModeration, replyToReview, setModerationVisibility } from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore } from './editor-store';

type ModerationPage = Awaited<ReturnType<typeof loadModeration>>;
type Entry = ModerationPage['entries'][number];

/**
 * Review moderation (issue 20): what shoppers wrote waits here until an editor releases it. Each
 * entry can be released or hidden again, deleted, or answered as the shop (shown at once).
 */
export function ReviewsDrawer() {
  const { t, i18n } = useTranslation();
  const filterId = useId();
  const [state, setState] = useState<ModerationState>('underReview');
  const [page, setPage] = useState<ModerationPage | null>(null);
  const reload = useCallback(() => {
    loadModeration(state).then(setPage, () =>
      setPage({ entries: [], pagination: { page: 1, itemsPerPage: 50, totalCount: 0, pageCount: 1 } }),
    );
  }, [state]);
  useEffect(reload, [reload]);

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
        value={state}
        onChange={(event) => setState(event.currentTarget.value as ModerationState)}
        className="mt-1 mb-4 block w-full rounded-md border border-slate-400 px-2 py-1"
      >
        {(['underReview', 'visible', 'all'] as const).map((value) => (
          <option key={value} value={value}>
            {t(`editor.reviews.states.${value}`)}
          </option>
        ))}
      </select>
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
    </EditorDrawer>
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
