import { useId } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Enter a coupon code, or see the applied one with a button to remove it (one coupon per cart).
 * The refusal is shown under the field and announced; the typed code stays in the field.
 */
export function CouponForm({
  appliedCode,
  error,
  typedCode,
  notice,
  busy,
}: {
  appliedCode: string | null;
  /** The translated refusal of the last attempt. */
  error?: string;
  typedCode?: string;
  /** The positive notice of the last change ("applied", "removed"). */
  notice?: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-slate-300 pt-4">
      <h3 id={`${id}-title`} className="mb-2 font-semibold">
        {t('coupon.title')}
      </h3>
      {appliedCode ? (
        <Form method="post" preventScrollReset className="flex flex-wrap items-center justify-between gap-2">
          <input type="hidden" name="intent" value="removeCoupon" />
          <input type="hidden" name="couponCode" value={appliedCode} />
          <p data-testid="applied-coupon">{t('coupon.applied', { code: appliedCode })}</p>
          <button type="submit" className="text-sm underline" disabled={busy}>
            {t('coupon.remove')}
          </button>
        </Form>
      ) : (
        <Form method="post" preventScrollReset noValidate>
          <input type="hidden" name="intent" value="coupon" />
          <label htmlFor={`${id}-code`} className="mb-1 block text-sm">
            {t('coupon.label')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              name="couponCode"
              // The typed code stays after a refusal (a new key resets it after a success).
              key={typedCode ?? ''}
              defaultValue={typedCode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 uppercase"
            />
            <button type="submit" className="button-secondary" disabled={busy}>
              {t('coupon.apply')}
            </button>
          </div>
        </Form>
      )}
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className="mt-2 text-sm text-red-800">
            {error}
          </p>
        ) : notice ? (
          <p className="mt-2 text-sm text-green-800">{notice}</p>
        ) : null}
      </div>
    </section>
  );
}
