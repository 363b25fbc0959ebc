import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { useTranslation } from '../../i18n/use-translation';
import { FieldNotes } from '../../components/form-field';
import { fieldClass, Labelled } from './labelled';

type Variation = StaffItemPage['variations'][number];

/** Rows for a set's parts on the form (empty rows are none). */
export const setPartRows = 5;

/**
 * An attribute's values to choose from, after "none" – as the select's own children (an array, not
 * a component: the server marks the chosen option only among a select's direct options).
 */
export function attributeValueOptions(
  attribute: StaffItemPage['options']['attributes'][number],
  none: string,
): React.ReactNode[] {
  return [
    <option key="" value="">
      {none}
    </option>,
    ...attribute.values.map((value) => (
      <option key={value.id} value={value.id}>
        {value.name}
      </option>
    )),
  ];
}

/** A variation's value per attribute (magnification, lighting …), "none" where it has none. */
export function AttributeChoice(props: {
  variation: Variation;
  attributes: StaffItemPage['options']['attributes'];
  errorOf: (name: string) => string | undefined;
  valueOf: (name: string, saved: string) => string;
}) {
  const { t } = useTranslation();
  const { variation } = props;
  const errorId = `v${variation.id}-attributes`;
  const error = props.errorOf(errorId);
  if (props.attributes.length === 0) return null;
  return (
    <fieldset
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-describedby={error ? `${errorId}-error` : undefined}
    >
      <legend className="font-medium">{t('staff.catalogue.attributeValues')}</legend>
      {props.attributes.map((attribute) => {
        const name = `v${variation.id}-attr${attribute.id}`;
        const saved = attribute.values.find((value) => variation.attributeValueIds.includes(value.id));
        return (
          <Labelled key={attribute.id} id={name} label={attribute.name}>
            <select
              id={name}
              name={name}
              defaultValue={props.valueOf(name, saved ? String(saved.id) : '')}
              aria-invalid={error ? true : undefined}
              className={fieldClass}
            >
              {attributeValueOptions(attribute, t('staff.catalogue.noAttributeValue'))}
            </select>
          </Labelled>
        );
      })}
      <div className="sm:col-span-2 lg:col-span-4">
        <FieldNotes id={errorId} error={error} />
      </div>
    </fieldset>
  );
}

/** What a set's variation is made of: other items' variations by number, and how many of each. */
export function SetParts(props: {
  variation: Variation;
  errorOf: (name: string) => string | undefined;
  input: (name: string, saved: string, extra?: React.InputHTMLAttributes<HTMLInputElement>) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { variation } = props;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="font-medium">{t('staff.catalogue.setParts')}</legend>
      <p className="text-sm text-slate-700 sm:col-span-2 lg:col-span-4">{t('staff.catalogue.hints.setParts')}</p>
      {Array.from({ length: setPartRows }, (_, row) => {
        const part = variation.parts[row];
        const number = `v${variation.id}-part${row}Number`;
        const quantity = `v${variation.id}-part${row}Quantity`;
        return (
          <div key={row} className="contents">
            <Labelled
              id={number}
              label={t('staff.catalogue.partNumber', { number: row + 1 })}
              error={props.errorOf(number)}
            >
              {props.input(number, part?.number ?? '')}
            </Labelled>
            <Labelled
              id={quantity}
              label={t('staff.catalogue.partQuantity', { number: row + 1 })}
              error={props.errorOf(quantity)}
            >
              {props.input(quantity, part ? String(part.quantity) : '', { inputMode: 'numeric' })}
            </Labelled>
          </div>
        );
      })}
    </fieldset>
  );
}
