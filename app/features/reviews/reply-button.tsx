import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { MessageField } from '../../components/message-field';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { notifications } from '../notifications/notification-store';
import { useShopper } from '../shopper/shopper-state';
import { failureOf } from './review-failure';
import { ReviewDialog } from './review-dialog';

/**
 * "Antworten" under a review, for signed-in customers once the page runs (the list itself is the
 * same for everyone). The answer waits under review like a review does.
 */
export function ReplyButton({ reviewId, title }: { reviewId: number; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { session } = useShopper();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  if (!hydrated || !session.isAuthorized) return null;
  return (
    <>
      <button type="button" className="mt-2 text-sm underline underline-offset-2" onClick={() => setOpen(true)}>
        {t('reviewForm.answer')}
        <span className="sr-only">: {title}</span>
      </button>
      {open ? (
        <ReviewDialog title={t('reviewForm.answerTitle', { title })} onClose={() => setOpen(false)}>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const message = String(new FormData(event.currentTarget).get('message') ?? '');
              void api.call('doCreateReviewReply', { reviewId, message }, { quiet: true }).then(
                () => {
                  setOpen(false);
                  notifications.send({ type: 'positive', message: t('reviewForm.sent') });
                },
                (error: unknown) => setFailure(failureOf(error)),
              );
            }}
          >
            {failure?.form ? <FormAlert>{t(failure.form as 'storefrontError.unknownError')}</FormAlert> : null}
            <MessageField
              label={`${t('reviewForm.reply')} *`}
              name="message"
              maxLength={500}
              rows={4}
              error={failure?.fields.message}
            />
            <button type="submit" className="button-primary">
              {t('reviewForm.sendAnswer')}
            </button>
          </form>
        </ReviewDialog>
      ) : null}
    </>
  );
}
