import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
          <span aria-hidden="true">✕</span>
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
          <label key={stars} className="cursor-pointer text-3xl leading-none">
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
              className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-primary-700 ${stars <= value ? 'text-amber-600' : 'text-slate-400'}`}
            >
              ★
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
