import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ensureTranslationParts } from '../../i18n/browser-translations';
import { api } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { notifications } from '../../lib/notification-store';
import { useShopper } from '../../lib/shopper-state';

// The dialog's code comes when it opens (review-modals.tsx, issue 33).
const ReplyDialog = lazy(() => import('./review-modals').then((modals) => ({ default: modals.ReplyDialog })));

/**
 * "Antworten" under a review, for signed-in customers once the page runs (the list itself is the
 * same for everyone). The answer waits under review like a review does.
 */
export function ReplyButton({ reviewId, title }: { reviewId: number; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { session } = useShopper();
  const [open, setOpen] = useState(false);
  if (!hydrated || !session.isAuthorized) return null;
  return (
    <>
      <button
        type="button"
        className="mt-2 text-sm underline underline-offset-2"
        // The dialog's texts (part `reviews`) come first; they are small and usually there already.
        onClick={() => void ensureTranslationParts(['reviews']).then(() => setOpen(true))}
      >
        {t('reviewForm.answer')}
        <span className="sr-only">: {title}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReplyDialog
            title={t('reviewForm.answerTitle', { title })}
            submitLabel={t('reviewForm.sendAnswer')}
            send={(message) => api.call('doCreateReviewReply', { reviewId, message }, { quiet: true })}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              notifications.send({ type: 'positive', message: t('reviewForm.sent') });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
