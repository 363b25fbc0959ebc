import { useId } from 'react';
import { Form } from 'react-router';
import type { CountryView } from '../../../core/shipping/shipping.server';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The country the shipping estimate is for. A plain form with a button (no submit on change, so a
 * keyboard user can browse the list without sending it; WCAG 3.2.2).
 */
export function ShippingCountryForm({
  countries,
  shippingCountryId,
  shipsToCountry,
  busy,
}: {
  countries: CountryView[];
  shippingCountryId: number;
  shipsToCountry: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const country = countries.find((candidate) => candidate.id === shippingCountryId);
  return (
    <Form method="post" preventScrollReset className="mt-4 space-y-2">
      <input type="hidden" name="intent" value="country" />
      <label htmlFor={id} className="block text-sm font-medium">
        {t('cart.shippingCountry')}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          key={shippingCountryId}
          name="shippingCountryId"
          defaultValue={shippingCountryId}
          aria-describedby={shipsToCountry ? undefined : `${id}-no-shipping`}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          {countries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button-secondary px-3" disabled={busy}>
          {t('cart.applyCountry')}
        </button>
      </div>
      {shipsToCountry ? null : (
        <p
          id={`${id}-no-shipping`}
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('cart.noShipping', { country: country?.name ?? '' })}
        </p>
      )}
    </Form>
  );
}
