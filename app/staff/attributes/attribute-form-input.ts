import { swatchUrlPattern } from '../../../core/catalog-management/attribute-property-rules';

/**
 * The attribute form (issue 37) read into doSaveAttribute's input, and the call's refusals back to
 * its fields. Fields: `version` (hidden: the one the form was read at), `name-de`, `name-en`, `type`, and per value row `r<row>-id` (empty for a new
 * one), `r<row>-de`, `r<row>-en`, `r<row>-imageUrl`, `r<row>-remove`; `rows` counts them. The
 * buttons `value-up-<row>` / `value-down-<row>` save the form with that value moved one place.
 */
const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const id = (typed: string): number | string | undefined =>
  typed.trim() === '' ? undefined : /^\d{1,10}$/.test(typed.trim()) ? Number(typed.trim()) : typed;

/** How many value rows a form has (bounded: a forged count reads no more than 250). */
export function rowCount(form: FormData): number {
  const count = Number(text(form, 'rows'));
  return Number.isInteger(count) && count > 0 ? Math.min(count, 250) : 0;
}

export function attributeSaveInput(form: FormData) {
  const rows = Array.from({ length: rowCount(form) }, (_, row) => row);
  const move = /^value-(up|down)-(\d+)$/.exec(text(form, 'intent'));
  if (move) {
    const at = rows.indexOf(Number(move[2]));
    const other = move[1] === 'up' ? at - 1 : at + 1;
    if (at >= 0 && other >= 0 && other < rows.length) [rows[at], rows[other]] = [rows[other]!, rows[at]!];
  }
  const field = (row: number, name: string) => text(form, `r${row}-${name}`);
  // A removed value and an empty new row are no values; rowOf maps the input's values to the rows.
  const rowOf = rows.filter((row) =>
    field(row, 'id').trim() !== ''
      ? field(row, 'remove') !== 'on'
      : [field(row, 'de'), field(row, 'en'), field(row, 'imageUrl')].some((typed) => typed.trim() !== ''),
  );
  const attributeId = id(text(form, 'attributeId'));
  const version = id(text(form, 'version'));
  const type = text(form, 'type');
  return {
    rowOf,
    input: {
      attribute: {
        ...(attributeId === undefined ? {} : { id: attributeId }),
        ...(version === undefined ? {} : { version }),
        names: { de: text(form, 'name-de'), en: text(form, 'name-en') },
        type,
        values: rowOf.map((row) => {
          const valueId = id(field(row, 'id'));
          return {
            ...(valueId === undefined ? {} : { id: valueId }),
            names: { de: field(row, 'de'), en: field(row, 'en') },
            // A swatch only shows for the type "image" (its field is hidden for the others): there it is
            // checked; elsewhere a stored one is kept and what is no swatch address is none.
            imageUrl:
              type === 'image' || swatchUrlPattern.test(field(row, 'imageUrl').trim()) ? field(row, 'imageUrl') : '',
          };
        }),
      },
    },
  };
}

/** Where a problem of doSaveAttribute shows on the form (null: the form's own message). */
export function attributeFieldOf(path: string, rowOf: readonly number[]): string | null {
  const name = /^(?:attribute\.)?names\.(de|en)$/.exec(path);
  if (name) return `name-${name[1]}`;
  if (path === 'attribute.type') return 'type';
  const value = /^attribute\.values\.(\d+)\.(?:names\.)?(de|en|imageUrl)$/.exec(path);
  const row = value ? rowOf[Number(value[1])] : undefined;
  return value && row !== undefined ? `r${row}-${value[2]}` : null;
}
