import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { reviewTextMaxLength } from '../../../core/reviews/review-text';
import { FormAlert, FormField } from '../../components/form-field';
import { CloseIcon, StarIcon } from '../../components/icons';
import { failureOf } from './review-failure';
import { MessageField } from '../../components/message-field';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A modal dialog of the reviews (spec §9 review modal types: create-review, update-review,
 * update-reply, delete-review, delete-reply) on the browser's own <dialog>: focus stays inside,
 * Escape closes, and focus goes back to the button that opened it.
 */
export function ReviewDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" onClick={() => dialog.current?.close()} className="rounded px-2 py-1 hover:bg-slate-100">
          <CloseIcon />
          <span className="sr-only">{t('reviewForm.close')}</span>
        </button>
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  );
}

/** The five stars as radio buttons: each named for screen readers, shown as stars. */
export function StarRating({ defaultValue, error }: { defaultValue?: number; error?: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue ?? 0);
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium">{t('reviewForm.rating')} *</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => setValue(stars)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`flex rounded peer-focus-visible:outline-2 peer-focus-visible:outline-primary-700 ${stars <= value ? 'text-amber-600' : 'text-slate-400'}`}
            >
              <StarIcon />
            </span>
            <span className="sr-only">{t('reviewForm.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {t(error as 'review.ratingRequired')}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The fields of a review (stars, title, text, shown name), the same in the product page's dialog
 * and on the review page for browsers without JavaScript. `errors` are translation keys by field.
 */
export function ReviewFields({
  values,
  errors,
}: {
  values: { rating?: number; title?: string; message?: string; authorName?: string };
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StarRating defaultValue={values.rating} error={errors.rating} />
      <FormField
        label={`${t('reviewForm.title')} *`}
        name="title"
        maxLength={100}
        defaultValue={values.title}
        error={errors.title}
      />
      <MessageField
        label={`${t('reviewForm.message')} *`}
        name="message"
        maxLength={reviewTextMaxLength}
        rows={5}
        defaultValue={values.message}
        error={errors.message}
      />
      <FormField
        label={t('reviewForm.authorName')}
        optional
        name="authorName"
        maxLength={60}
        hint={t('reviewForm.authorNameHint')}
        defaultValue={values.authorName}
        error={errors.authorName}
      />
    </>
  );
}

/** A reply in a dialog: a new one (under a review) or a change of one's own. */
export function ReplyDialog({
  title,
  defaultValue,
  submitLabel,
  send,
  onDone,
  onClose,
}: {
  title: string;
  defaultValue?: string;
  submitLabel: string;
  send: (message: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  return (
    <ReviewDialog title={title} onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const message = String(new FormData(event.currentTarget).get('message') ?? '');
          void send(message).then(onDone, (error: unknown) => setFailure(failureOf(error)));
        }}
      >
        {failure?.form ? <FormAlert>{t(failure.form as 'storefrontError.unknownError')}</FormAlert> : null}
        <MessageField
          label={`${t('reviewForm.reply')} *`}
          name="message"
          maxLength={reviewTextMaxLength}
          rows={4}
          defaultValue={defaultValue}
          error={failure?.fields.message}
        />
        <button type="submit" className="button-primary">
          {submitLabel}
        </button>
      </form>
    </ReviewDialog>
  );
}
