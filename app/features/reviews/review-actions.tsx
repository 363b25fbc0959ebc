import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { LocalizedLink } from '../../components/localized-link';
import { RatingStars } from '../../components/rating-stars';
import { useTranslation } from '../../i18n/use-translation';
import { ensureTranslationParts } from '../../i18n/browser-translations';
import { api } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { notifications } from '../../lib/notification-store';
import { useShopper } from '../../lib/shopper-state';

// The dialogs' code comes when one opens (review-modals.tsx): most visitors never write a review.
const ReviewFormDialog = lazy(() => import('./review-modals').then((modals) => ({ default: modals.ReviewFormDialog })));
const ReplyDialog = lazy(() => import('./review-modals').then((modals) => ({ default: modals.ReplyDialog })));
const DeleteDialog = lazy(() => import('./review-modals').then((modals) => ({ default: modals.DeleteDialog })));

type Mine = Awaited<ReturnType<typeof loadMine>>;
export type OwnReview = NonNullable<Mine['review']>;
type Modal =
  | { type: 'create-review' }
  | { type: 'update-review'; review: OwnReview }
  | { type: 'delete-review'; review: OwnReview }
  | { type: 'update-reply'; reply: Mine['replies'][number] }
  | { type: 'delete-reply'; reply: Mine['replies'][number] }
  | null;

/** The customer's own reviews, with the texts of the dialogs that change them (part `reviews`). */
const loadMine = (itemId: number) =>
  Promise.all([
    api.call('getMyReviews', { itemId }, { method: 'GET', quiet: true }),
    ensureTranslationParts(['reviews']),
  ]).then(([mine]) => mine);

/**
 * The shopper's side of the reviews (issue 20): write one, see one's own (marked while it is under
 * review), change or delete it and one's replies. The product page is the same for everyone (it
 * may come from the page cache), so this part asks for the shopper's own reviews once it runs.
 */
export function ReviewActions({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { session } = useShopper();
  const [mine, setMine] = useState<Mine | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const refresh = useCallback(() => {
    void loadMine(itemId).then(setMine, () => setMine(null));
  }, [itemId]);
  // The page may come from the shared page cache (drawn for a visitor without a session): until
  // it runs in the browser, everyone gets the same markup, so hydration finds what it renders.
  const signedIn = hydrated && session.isAuthorized;
  useEffect(() => {
    if (signedIn) refresh();
  }, [signedIn, refresh]);

  if (!signedIn) {
    // Without JavaScript (and for visitors, who log in first) the review form is a page of its own.
    return (
      <p className="mt-4">
        <LocalizedLink to={`/review/${itemId}`} className="button-secondary">
          {t('reviewForm.write')}
        </LocalizedLink>
      </p>
    );
  }
  const done = (message: string) => {
    setModal(null);
    notifications.send({ type: 'positive', message });
    refresh();
  };
  return (
    <div className="mt-4 space-y-4">
      {mine?.review ? (
        <OwnReviewCard
          review={mine.review}
          onEdit={() => setModal({ type: 'update-review', review: mine.review! })}
          onDelete={() => setModal({ type: 'delete-review', review: mine.review! })}
        />
      ) : mine?.mayReview ? (
        <button type="button" className="button-primary" onClick={() => setModal({ type: 'create-review' })}>
          {t('reviewForm.write')}
        </button>
      ) : null}
      {mine?.replies.map((reply) => (
        <div key={reply.id} className="rounded-md border border-slate-300 p-3">
          <p className="text-sm font-medium">
            {t('reviewForm.yourReply')} ·{' '}
            {t(reply.status === 'visible' ? 'reviewForm.visible' : 'reviewForm.underReview')}
          </p>
          <p className="whitespace-pre-line wrap-anywhere">{reply.message}</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="button-secondary py-1 text-sm"
              onClick={() => setModal({ type: 'update-reply', reply })}
            >
              {t('reviewForm.edit')}
            </button>
            <button
              type="button"
              className="button-secondary py-1 text-sm"
              onClick={() => setModal({ type: 'delete-reply', reply })}
            >
              {t('reviewForm.delete')}
            </button>
          </div>
        </div>
      ))}
      <Suspense fallback={null}>
        {modal?.type === 'create-review' || modal?.type === 'update-review' ? (
          <ReviewFormDialog
            itemId={itemId}
            review={modal.type === 'update-review' ? modal.review : null}
            needsBotCheck={!mine?.verifiedPurchase}
            onClose={() => setModal(null)}
            onDone={() => done(t('reviewForm.sent'))}
          />
        ) : null}
        {modal?.type === 'update-reply' ? (
          <ReplyDialog
            title={t('reviewForm.updateReplyTitle')}
            defaultValue={modal.reply.message}
            submitLabel={t('reviewForm.saveChanges')}
            send={(message) => api.call('doUpdateReviewReply', { replyId: modal.reply.id, message }, { quiet: true })}
            onClose={() => setModal(null)}
            onDone={() => done(t('reviewForm.sent'))}
          />
        ) : null}
        {modal?.type === 'delete-review' || modal?.type === 'delete-reply' ? (
          <DeleteDialog
            kind={modal.type === 'delete-review' ? 'review' : 'reply'}
            onClose={() => setModal(null)}
            onConfirm={() =>
              (modal.type === 'delete-review'
                ? api.call('doDeleteReview', { reviewId: modal.review.id })
                : api.call('doDeleteReviewReply', { replyId: modal.reply.id })
              ).then(() => done(t('reviewForm.deleted')))
            }
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function OwnReviewCard({ review, onEdit, onDelete }: { review: OwnReview; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="rounded-md border border-slate-300 p-4" aria-label={t('reviewForm.yourReview')}>
      <p className="text-sm font-medium">
        {t('reviewForm.yourReview')} ·{' '}
        <span className={review.status === 'visible' ? '' : 'text-amber-800'}>
          {t(review.status === 'visible' ? 'reviewForm.visible' : 'reviewForm.underReview')}
        </span>
      </p>
      <h3 className="mt-1 font-semibold">{review.title}</h3>
      <RatingStars value={review.rating} className="h-4" />
      <p className="mt-1 whitespace-pre-line wrap-anywhere">{review.message}</p>
      <div className="mt-2 flex gap-2">
        {review.editable ? (
          <button type="button" className="button-secondary py-1 text-sm" onClick={onEdit}>
            {t('reviewForm.edit')}
          </button>
        ) : null}
        <button type="button" className="button-secondary py-1 text-sm" onClick={onDelete}>
          {t('reviewForm.delete')}
        </button>
      </div>
    </article>
  );
}
