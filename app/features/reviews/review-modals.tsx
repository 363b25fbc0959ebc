import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api';
import { BotCheckField } from '../bot-check/bot-check-field';
import { botCheckFromForm } from '../bot-check/bot-check-form-data';
import type { OwnReview } from './review-actions';
import { ReviewDialog, ReviewFields } from './review-dialog';
import { failureOf } from './review-failure';

/**
 * The product page's review dialogs (write or change a review, delete a review or a reply; the
 * reply dialog is review-dialog.tsx's): a chunk of their own, loaded when a shopper opens one, so a
 * first visit to a product page carries none of their code (issue 33).
 */
export { ReplyDialog } from './review-dialog';

export function ReviewFormDialog({
  itemId,
  review,
  needsBotCheck,
  onClose,
  onDone,
}: {
  itemId: number;
  review: OwnReview | null;
  needsBotCheck: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (form: FormData) => {
    setBusy(true);
    const text = (name: string) => String(form.get(name) ?? '');
    const fields = {
      rating: Number(form.get('rating') ?? 0),
      title: text('title'),
      message: text('message'),
      authorName: text('authorName') || undefined,
    };
    try {
      if (review) await api.call('doUpdateReview', { reviewId: review.id, ...fields }, { quiet: true });
      else {
        const botCheck = botCheckFromForm(form);
        await api.call('doCreateReview', { itemId, ...fields, ...(botCheck ? { botCheck } : {}) }, { quiet: true });
      }
      onDone();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  const errors = failure?.fields ?? {};
  return (
    <ReviewDialog title={t(review ? 'reviewForm.updateTitle' : 'reviewForm.createTitle')} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(new FormData(event.currentTarget));
        }}
      >
        {failure?.form ? <FormAlert>{t(failure.form as 'storefrontError.unknownError')}</FormAlert> : null}
        <ReviewFields
          values={{
            rating: review?.rating,
            title: review?.title,
            message: review?.message,
            authorName: review?.authorName,
          }}
          errors={errors}
        />
        {needsBotCheck && !review ? <BotCheckField question={null} error={errors.botCheck} refusal={failure} /> : null}
        <p className="text-sm text-slate-700">{t('reviewForm.moderationNote')}</p>
        <button type="submit" className="button-primary" disabled={busy}>
          {t(review ? 'reviewForm.saveChanges' : 'reviewForm.submit')}
        </button>
      </form>
    </ReviewDialog>
  );
}

export function DeleteDialog({
  kind,
  onClose,
  onConfirm,
}: {
  kind: 'review' | 'reply';
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <ReviewDialog
      title={t(kind === 'review' ? 'reviewForm.deleteReviewTitle' : 'reviewForm.deleteReplyTitle')}
      onClose={onClose}
    >
      <p>{t('reviewForm.deleteQuestion')}</p>
      <div className="mt-4 flex gap-3">
        <button type="button" className="button-primary" onClick={() => void onConfirm()}>
          {t('reviewForm.delete')}
        </button>
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('reviewForm.cancel')}
        </button>
      </div>
    </ReviewDialog>
  );
}
