import { useId, useState } from 'react';
import { allowedQuantity, stepQuantity, type QuantityRule } from '../../core/catalog/order-quantity';
import { useTranslation } from '../i18n/use-translation';
import { MinusIcon, PlusIcon } from './icons';

/**
 * A quantity field with − and + buttons that keeps to the variation's minimum, interval and
 * maximum; a typed value snaps to the nearest allowed quantity when the field is left. Without
 * JavaScript it is a plain number field with the same limits.
 */
export function QuantityStepper({
  name,
  rule,
  defaultValue,
  label,
  onChange,
}: {
  name: string;
  rule: QuantityRule;
  defaultValue?: number;
  label?: string;
  onChange?: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(allowedQuantity(defaultValue ?? rule.minimum, rule)));
  const quantity = allowedQuantity(Number(text), rule);
  const set = (next: number) => {
    setText(String(next));
    onChange?.(next);
  };
  const button =
    'flex size-11 items-center justify-center text-xl font-semibold text-slate-900 hover:bg-slate-100 disabled:text-slate-400';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label ?? t('product.quantity')}
      </label>
      <div className="inline-flex items-stretch rounded-md border border-slate-400">
        <button
          type="button"
          className={button}
          onClick={() => set(stepQuantity(quantity, -1, rule))}
          disabled={quantity <= rule.minimum}
          aria-controls={id}
        >
          <MinusIcon />
          <span className="sr-only">{t('product.quantityLess')}</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={rule.minimum}
          step={rule.interval}
          max={rule.maximum ?? undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => set(quantity)}
          aria-describedby={rule.minimum > 1 || rule.interval > 1 ? `${id}-rule` : undefined}
          className="w-16 border-x border-slate-400 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          onClick={() => set(stepQuantity(quantity, 1, rule))}
          disabled={rule.maximum !== null && stepQuantity(quantity, 1, rule) === quantity}
          aria-controls={id}
        >
          <PlusIcon />
          <span className="sr-only">{t('product.quantityMore')}</span>
        </button>
      </div>
      {rule.minimum > 1 || rule.interval > 1 ? (
        <p id={`${id}-rule`} className="mt-1 text-sm text-slate-700">
          {t('product.quantityRule', { minimum: rule.minimum, interval: rule.interval })}
        </p>
      ) : null}
    </div>
  );
}
