import { parseEuroCents } from '../money-input';
import { rowCount } from '../attributes/attribute-form-input';

/**
 * The order property form (issue 37) read into doSaveOrderProperty's input, and the call's
 * refusals back to its fields: `version` (hidden: the one the form was read at), `de-name`, `de-description`, `en-name`, `en-description`,
 * `valueType`, `isRequired`, `isMultiline`, `isPreSelected`, `surcharge` (euros as typed),
 * `vatRate` (a rate or `none`), and per selection value row `s<row>-id`, `s<row>-de`, `s<row>-en`,
 * `s<row>-remove`; `rows` counts them. A typed amount that is no amount goes to the call as typed,
 * so its check names the field.
 */
const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const id = (typed: string): number | string | undefined =>
  typed.trim() === '' ? undefined : /^\d{1,10}$/.test(typed.trim()) ? Number(typed.trim()) : typed;

export function orderPropertySaveInput(form: FormData) {
  const field = (row: number, name: string) => text(form, `s${row}-${name}`);
  const rowOf = Array.from({ length: rowCount(form) }, (_, row) => row).filter((row) =>
    field(row, 'id').trim() !== ''
      ? field(row, 'remove') !== 'on'
      : field(row, 'de').trim() !== '' || field(row, 'en').trim() !== '',
  );
  const propertyId = id(text(form, 'orderPropertyId'));
  const version = id(text(form, 'version'));
  const vatRate = text(form, 'vatRate');
  const surcharge = text(form, 'surcharge');
  const texts = (lang: 'de' | 'en') => ({
    name: text(form, `${lang}-name`),
    description: text(form, `${lang}-description`),
  });
  return {
    rowOf,
    input: {
      orderProperty: {
        ...(propertyId === undefined ? {} : { id: propertyId }),
        ...(version === undefined ? {} : { version }),
        names: { de: texts('de'), en: texts('en') },
        valueType: text(form, 'valueType'),
        isRequired: text(form, 'isRequired') === 'on',
        isMultiline: text(form, 'isMultiline') === 'on',
        isPreSelected: text(form, 'isPreSelected') === 'on',
        surchargeCents: surcharge.trim() === '' ? 0 : (parseEuroCents(surcharge) ?? surcharge),
        vatRate: vatRate === 'none' ? null : /^\d{1,4}$/.test(vatRate) ? Number(vatRate) : vatRate,
        // Only a choice has values (its rows are hidden for the other kinds, so none is checked there).
        selectionValues: (text(form, 'valueType') === 'selection' ? rowOf : []).map((row) => {
          const valueId = id(field(row, 'id'));
          return {
            ...(valueId === undefined ? {} : { id: valueId }),
            names: { de: field(row, 'de'), en: field(row, 'en') },
          };
        }),
      },
    },
  };
}

/** Where a problem of doSaveOrderProperty shows on the form (null: the form's own message). */
export function orderPropertyFieldOf(path: string, rowOf: readonly number[]): string | null {
  const names = /^(?:orderProperty\.)?names\.(de|en)\.(name|description)$/.exec(path);
  if (names) return `${names[1]}-${names[2]}`;
  const plain = /^orderProperty\.(valueType|vatRate)$/.exec(path);
  if (plain) return plain[1]!;
  if (path === 'orderProperty.surchargeCents') return 'surcharge';
  if (path === 'selectionValues' || path === 'orderProperty.selectionValues') return 'selectionValues';
  const value = /^orderProperty\.selectionValues\.(\d+)\.names\.(de|en)$/.exec(path);
  const row = value ? rowOf[Number(value[1])] : undefined;
  return value && row !== undefined ? `s${row}-${value[2]}` : null;
}

/** The message of a surcharge that is no amount (the call's own says "expected number"). */
export const orderPropertyFallbacks = { surcharge: 'staff.orderProperties.surchargeInvalid' };
