import type { ReviewPage } from '../../../core/reviews/product-reviews.server';
import { RatingStars } from '../../components/rating-stars';
import { ReplyButton } from '../reviews/reply-button';
import { formatDate } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';

/** Reviews of the item, newest first, ten per page with links to the other pages. */
export function ReviewList({ page }: { page: ReviewPage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  if (page.reviews.length === 0) return null;
  const { pagination } = page;
  return (
    <>
      <ul className="mt-6 divide-y divide-slate-200">
        {page.reviews.map((review) => (
          <li key={review.id} className="py-4">
            <article lang={review.lang}>
              <h3 className="font-semibold">{review.title}</h3>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <RatingStars value={review.rating} className="h-4" />
                <span lang={locale}>
                  {review.authorName || t('product.anonymousReviewer')} ·{' '}
                  {formatDate(review.createdAt, locale, 'medium')}
                  {review.verifiedPurchase ? ` · ${t('product.verifiedPurchase')}` : ''}
                </span>
              </p>
              <p className="mt-2 whitespace-pre-line wrap-anywhere">{review.message}</p>
              {review.replies.map((reply) => (
                <div key={reply.id} className="mt-3 ms-4 border-s-2 border-slate-300 ps-3" lang={locale}>
                  <p className="text-sm font-medium">
                    {reply.fromShop
                      ? t('reviewForm.shopReply')
                      : t('reviewForm.replyBy', { name: reply.authorName || t('product.anonymousReviewer') })}{' '}
                    · {formatDate(reply.createdAt, locale, 'medium')}
                  </p>
                  <p className="whitespace-pre-line wrap-anywhere">{reply.message}</p>
                </div>
              ))}
              <ReplyButton reviewId={review.id} title={review.title} />
            </article>
          </li>
        ))}
      </ul>
      {pagination.pageCount > 1 ? (
        <nav aria-label={t('product.reviewPages')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {Array.from({ length: pagination.pageCount }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  to={`${pathname}?reviewPage=${number}#reviews`}
                  preventScrollReset
                  aria-current={number === pagination.page ? 'page' : undefined}
                  aria-label={t('product.reviewPage', { number })}
                  className="block rounded border border-slate-300 px-3 py-1 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white"
                >
                  {number}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
