import { useId } from 'react';
import type { Product } from '../../../core/catalog/product.server';
import { formatMoney } from '../../../core/i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { OrderPropertyFileInput } from './order-property-file-input';

type OrderProperty = Product['orderProperties'][number];

/**
 * The order properties of an item (spec §5): text, whole-number and decimal inputs, a checkbox for
 * type "empty", a selection and a file upload. A property with a surcharge is marked '*', a required
 * one '**'; the surcharge says whether it includes VAT ('incl') or comes on top ('plus').
 */
export function OrderPropertyFields({ properties, currency }: { properties: OrderProperty[]; currency: string }) {
  const { t } = useTranslation();
  if (properties.length === 0) return null;
  const sorted = [...properties].sort((a, b) => a.position - b.position);
  const hasSurcharge = sorted.some((property) => property.surchargeCents > 0);
  const hasRequired = sorted.some((property) => property.isRequired);
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{t('product.orderProperties.title')}</legend>
      {sorted.map((property) => (
        <OrderPropertyField key={property.id} property={property} currency={currency} />
      ))}
      {hasSurcharge || hasRequired ? (
        <p className="text-sm text-slate-700">
          {hasSurcharge ? <span className="block">{t('product.orderProperties.surchargeLegend')}</span> : null}
          {hasRequired ? <span className="block">{t('product.orderProperties.requiredLegend')}</span> : null}
        </p>
      ) : null}
    </fieldset>
  );
}

function OrderPropertyField({ property, currency }: { property: OrderProperty; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const name = `orderProperty[${property.id}]`;
  const describedBy = property.description ? `${id}-description` : undefined;
  const marks = `${property.surchargeCents > 0 ? '*' : ''}${property.isRequired ? '**' : ''}`;
  const surcharge =
    property.surchargeCents > 0
      ? t(
          property.surchargeType === 'incl'
            ? 'product.orderProperties.surchargeIncl'
            : 'product.orderProperties.surchargePlus',
          {
            price: formatMoney(property.surchargeCents, currency, locale),
          },
        )
      : null;
  const label = (
    <>
      {property.name}
      {marks ? <span aria-hidden="true"> {marks}</span> : null}
      {property.isRequired ? <span className="sr-only"> ({t('product.orderProperties.required')})</span> : null}
      {surcharge ? <span className="font-normal text-slate-700"> {surcharge}</span> : null}
    </>
  );
  const description = property.description ? (
    <p id={`${id}-description`} className="mt-1 text-sm text-slate-700">
      {property.description}
    </p>
  ) : null;
  const input = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

  if (property.valueType === 'empty') {
    return (
      <div>
        <div className="flex items-start gap-2">
          <input
            id={id}
            name={name}
            type="checkbox"
            value="1"
            defaultChecked={property.isPreSelected}
            required={property.isRequired}
            aria-describedby={describedBy}
            className="mt-1 size-4"
          />
          <label htmlFor={id} className="font-medium">
            {label}
          </label>
        </div>
        {description}
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {property.valueType === 'selection' ? (
        <select id={id} name={name} required={property.isRequired} aria-describedby={describedBy} className={input}>
          <option value="">{t('product.orderProperties.choose')}</option>
          {property.selectionValues.map((value) => (
            <option key={value.id} value={value.id}>
              {value.name}
            </option>
          ))}
        </select>
      ) : property.valueType === 'file' ? (
        <OrderPropertyFileInput
          id={id}
          propertyId={property.id}
          required={property.isRequired}
          describedBy={describedBy}
          className={input}
        />
      ) : property.valueType === 'text' && property.isMultiline ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          maxLength={500}
          required={property.isRequired}
          aria-describedby={describedBy}
          className={input}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          inputMode={property.valueType === 'int' ? 'numeric' : property.valueType === 'float' ? 'decimal' : undefined}
          pattern={
            property.valueType === 'int'
              ? '-?[0-9]+'
              : property.valueType === 'float'
                ? '-?[0-9]+([,.][0-9]+)?'
                : undefined
          }
          maxLength={property.valueType === 'text' ? 200 : 20}
          required={property.isRequired}
          aria-describedby={describedBy}
          className={input}
        />
      )}
      {description}
    </div>
  );
}
