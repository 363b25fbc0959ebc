import { Form } from 'react-router';
import { productPath } from '../../../core/catalog/product-url';
import type { OrderAgainItem } from '../../../core/orders/order-again.server';
import { AvailabilityBadge } from '../../components/availability-badge';
import { FormAlert } from '../../components/form-field';
import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';

/**
 * "Order again" (spec §4): the order's items as they are today, changed ones first. What still
 * fits goes back into the cart with its order properties; the rest says why not.
 */
export function OrderAgain({
  items,
  money,
  error,
  busy,
}: {
  items: OrderAgainItem[];
  money: (cents: number) => string;
  error?: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-again" className="mt-10 rounded-lg border border-slate-300 p-5">
      <h2 id="order-again" className="text-xl font-semibold">
        {t('order.again.title')}
      </h2>
      <p className="mt-2">{t('order.again.intro')}</p>
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <Form method="post" className="mt-4 space-y-4">
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.orderItemId} className="flex flex-wrap items-start gap-4 py-3">
              <input
                type="checkbox"
                name="item"
                value={item.orderItemId}
                defaultChecked={item.valid}
                disabled={!item.valid}
                aria-label={t('order.again.select', { name: item.name })}
                className="mt-1"
              />
              <div className="min-w-48 flex-1 space-y-1">
                <p className="font-medium">
                  {item.urlPath ? (
                    <LocalizedLink to={productPath(item.urlPath, item.itemId, item.variationId)} className="underline">
                      {item.name}
                    </LocalizedLink>
                  ) : (
                    item.name
                  )}
                  {item.changed ? (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                      {t('order.again.changed')}
                    </span>
                  ) : null}
                </p>
                {item.availability ? (
                  <AvailabilityBadge
                    tone={item.availability.tone}
                    name={item.availability.name}
                    availabilityId={item.availability.id}
                  />
                ) : (
                  <p className="text-sm text-red-800">{t('order.again.unavailable')}</p>
                )}
                {item.isSalableAndActive && !item.valid ? (
                  <p className="text-sm text-red-800">{t('order.again.chooseOptions')}</p>
                ) : null}
              </div>
              <div className="text-right">
                {item.currentUnitPrice !== null ? (
                  <p>
                    <span className="sr-only">{t('order.again.price')}: </span>
                    {money(item.currentUnitPrice)}
                  </p>
                ) : null}
                {item.currentUnitPrice !== null && item.currentUnitPrice !== item.originalUnitPrice ? (
                  <p className="text-sm text-slate-700">
                    {t('order.again.before', { price: money(item.originalUnitPrice) })}
                  </p>
                ) : null}
              </div>
              {item.valid ? (
                <input
                  type="number"
                  name={`quantity-${item.orderItemId}`}
                  defaultValue={item.quantity}
                  min={1}
                  max={999}
                  aria-label={t('order.again.quantity', { name: item.name })}
                  className="w-20 rounded-md border border-slate-400 px-2 py-1"
                />
              ) : null}
            </li>
          ))}
        </ul>
        <button
          type="submit"
          name="intent"
          value="orderAgain"
          className="button-primary"
          disabled={busy || !items.some((item) => item.valid)}
        >
          {t('order.again.addSelected')}
        </button>
      </Form>
    </section>
  );
}
