import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { TranslationKey } from '../../../core/i18n/translator';
import type { OrderView } from '../../../core/orders/order-view.server';
import { returnReasonIds } from '../../../core/orders/return-reasons';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';

/** What a refused return answers: a message per field (`quantity-<id>`, `reason-<id>`) or for the form. */
export interface ReturnFailure {
  fieldErrors: Record<string, string>;
  formError: { key: string; values: Record<string, string | number> } | null;
  errorValues: Record<string, string | number>;
  values: Record<string, string>;
}

type ReturnableItem = OrderView['order']['orderItems'][number];

/**
 * The return form of /my-account/new-return: per returnable item how many go back and why, and a
 * comment. A refused form keeps everything typed and moves the focus to the first problem.
 */
export function NewReturnForm({
  items,
  idempotencyKey,
  failure,
}: {
  items: ReturnableItem[];
  idempotencyKey: string;
  failure: ReturnFailure | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const errors: Record<string, string> = failure?.fieldErrors ?? {};
  const typed: Record<string, string> | undefined = failure?.values;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failure) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [failure]);

  return (
    <Form method="post" ref={formRef} noValidate className="space-y-6">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p>{t('returns.intro')}</p>
      {failure?.formError ? (
        <div tabIndex={-1} data-form-error>
          <FormAlert>{t(failure.formError.key as TranslationKey, failure.formError.values)}</FormAlert>
        </div>
      ) : null}
      {items.map((item) => {
        const quantityError = errors[`quantity-${item.id}`];
        const reasonError = errors[`reason-${item.id}`];
        return (
          <fieldset key={item.id} className="rounded-lg border border-slate-300 p-4">
            <legend className="px-1 font-semibold">{item.orderItemName}</legend>
            <p className="text-sm text-slate-700">
              {t('returns.returnable', { count: item.returnableQuantity, ordered: item.quantity })}
            </p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`quantity-${item.id}`} className="font-medium">
                  {t('returns.quantity', { name: item.orderItemName })}
                </label>
                <input
                  id={`quantity-${item.id}`}
                  name={`quantity-${item.id}`}
                  type="number"
                  min={0}
                  max={item.returnableQuantity}
                  defaultValue={typed?.[`quantity-${item.id}`] ?? '0'}
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? `quantity-${item.id}-error` : undefined}
                  className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
                />
                {quantityError ? (
                  <p id={`quantity-${item.id}-error`} className="mt-1 text-sm font-medium text-red-800">
                    {t(quantityError as TranslationKey, failure?.errorValues ?? {})}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor={`reason-${item.id}`} className="font-medium">
                  {t('returns.reason', { name: item.orderItemName })}
                </label>
                <select
                  id={`reason-${item.id}`}
                  name={`reason-${item.id}`}
                  defaultValue={typed?.[`reason-${item.id}`] ?? ''}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `reason-${item.id}-error` : undefined}
                  className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
                >
                  <option value="">{t('returns.chooseReason')}</option>
                  {returnReasonIds.map((id) => (
                    <option key={id} value={id}>
                      {t(`returns.reasons.${id}` as TranslationKey)}
                    </option>
                  ))}
                </select>
                {reasonError ? (
                  <p id={`reason-${item.id}-error`} className="mt-1 text-sm font-medium text-red-800">
                    {t(reasonError as TranslationKey)}
                  </p>
                ) : null}
              </div>
            </div>
          </fieldset>
        );
      })}
      <div>
        <label htmlFor="comment" className="font-medium">
          {t('returns.comment')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
        </label>
        <textarea
          id="comment"
          name="comment"
          rows={3}
          maxLength={1000}
          defaultValue={typed?.comment ?? ''}
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {t('returns.submit')}
      </button>
    </Form>
  );
}
