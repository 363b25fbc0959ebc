import { Form, useNavigation } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { formatDateTime } from '../../../core/i18n/format';
import { FormAlert, FormField } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';

/** A stock form's refusal, with the variation it was for. */
export type StockFailure = FormFailure & { variationId: number };

/**
 * Stock per variation (issue 37): the figure now, a correction (added to the stock as it is then,
 * so a sale at the same moment is never lost) with its reason, and the last movements with who
 * and why – sales, cancellations, returns and corrections.
 */
export function StockForms({ item, failure }: { item: StaffItemPage; failure: StockFailure | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="item-stock" className="space-y-3">
      <h2 id="item-stock" className="text-lg font-semibold">
        {t('staff.catalogue.stock')}
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {item.variations.map((variation) => {
          const own = failure?.variationId === variation.id ? failure : null;
          const busy = navigation.state !== 'idle' && navigation.formData?.get('variationId') === String(variation.id);
          const titleId = `stock-${variation.id}`;
          return (
            <section
              key={variation.id}
              aria-labelledby={titleId}
              className="space-y-3 rounded-lg border border-slate-200 p-4"
            >
              <h3 id={titleId} className="font-semibold">
                {t('staff.catalogue.stockOf', { number: variation.number, stock: variation.stock })}
              </h3>
              <Form method="post" className="grid gap-3 sm:grid-cols-[8rem_1fr]" aria-busy={busy || undefined}>
                <input type="hidden" name="intent" value="stock" />
                <input type="hidden" name="variationId" value={variation.id} />
                {own?.formError ? (
                  <div className="sm:col-span-2">
                    <FormAlert>
                      {t(
                        `storefrontError.${own.formError.key}` as 'storefrontError.unknownError',
                        own.formError.values,
                      )}
                    </FormAlert>
                  </div>
                ) : null}
                <FormField
                  label={t('staff.catalogue.change')}
                  name="change"
                  inputMode="numeric"
                  required
                  hint={t('staff.catalogue.changeHint')}
                  defaultValue={own?.values.change}
                  error={own?.fieldErrors.change}
                />
                <FormField
                  label={t('staff.catalogue.reason')}
                  name="reason"
                  required
                  defaultValue={own?.values.reason}
                  error={own?.fieldErrors.reason}
                />
                <div className="sm:col-span-2">
                  <button type="submit" className="button-secondary" disabled={busy}>
                    {t('staff.catalogue.changeStock')}
                  </button>
                </div>
              </Form>
              {variation.movements.length > 0 ? (
                <ol
                  className="space-y-1 text-sm"
                  aria-label={t('staff.catalogue.movements', { number: variation.number })}
                >
                  {variation.movements.map((movement, index) => (
                    <li key={index}>
                      <span className="font-medium">
                        {t('staff.catalogue.movement', {
                          change: movement.change > 0 ? `+${movement.change}` : movement.change,
                          stock: movement.stockAfter,
                        })}
                      </span>{' '}
                      {t(`staff.catalogue.reasons.${movement.reason}`)}
                      {movement.orderId ? ` (${t('staff.catalogue.order', { id: movement.orderId })})` : ''}
                      {movement.note ? `: ${movement.note}` : ''}{' '}
                      <span className="text-slate-700">
                        {formatDateTime(movement.at, locale)} ·{' '}
                        {movement.actor === 'system' ? t('staff.history.system') : movement.actor}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>
          );
        })}
      </div>
    </section>
  );
}
