import { isApiError } from '../../../core/api/errors';
import type { FormFailure } from '../../lib/form-result';
import { parseEuroCents } from '../money-input';
import { setPartRows } from './variation-links';

/**
 * The item page's form (issue 37) read into doSaveItem's input, and the call's refusals back to
 * the form's fields. Fields are named `de-name`, `en-urlPath` … for the texts and `v<id>-<field>`
 * per variation; a value that is no number goes to the call as typed, so its check names the field.
 */
export const itemTextFields = [
  'name',
  'urlPath',
  'shortDescription',
  'description',
  'technicalData',
  'metaDescription',
  'safetyNotes',
] as const;

/** Lists of ids the item page sends as checkboxes (kept as "1,2,3" in a refused form's values). */
export const itemIdLists = ['categoryIds', 'tagIds', 'orderPropertyIds'] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const wholeNumber = (typed: string): number | string => (/^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : typed);
const money = (typed: string): number | string => parseEuroCents(typed) ?? typed;
const optional = <Value>(typed: string, read: (typed: string) => Value): Value | null =>
  typed.trim() === '' ? null : read(typed);
const ids = (form: FormData, name: string) => form.getAll(name).map((value) => wholeNumber(String(value)));

/** A variation's chosen attribute values: its `v<id>-attr<attributeId>` selects that name one. */
function attributeValuesOf(form: FormData, variationId: number) {
  const prefix = `v${variationId}-attr`;
  return [...form.keys()]
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => text(form, name))
    .filter((value) => value !== '')
    .map(wholeNumber);
}

/** A set variation's parts: the rows with a number or a quantity. */
function partsOf(field: (name: string) => string) {
  return Array.from({ length: setPartRows }, (_, row) => row)
    .filter((row) => field(`part${row}Number`).trim() !== '' || field(`part${row}Quantity`).trim() !== '')
    .map((row) => ({
      number: field(`part${row}Number`),
      quantity: field(`part${row}Quantity`).trim() === '' ? 1 : wholeNumber(field(`part${row}Quantity`)),
    }));
}

/** The variations an item form holds, in its order: each has a price field `v<id>-salePrice`. */
export function variationIdsOf(form: FormData): number[] {
  const ids = [...form.keys()].map((name) => /^v([1-9]\d{0,9})-salePrice$/.exec(name)?.[1]).filter(Boolean);
  return [...new Set(ids.map(Number))];
}

export function itemSaveInput(form: FormData, itemId: number, variationIds: readonly number[]) {
  const textsOf = (lang: 'de' | 'en') =>
    Object.fromEntries(itemTextFields.map((field) => [field, text(form, `${lang}-${field}`)]));
  return {
    version: Number(text(form, 'version')),
    item: {
      itemId,
      itemType: text(form, 'itemType') || undefined,
      condition: text(form, 'condition') || undefined,
      manufacturerId: optional(text(form, 'manufacturerId'), wholeNumber),
      categoryIds: ids(form, 'categoryIds'),
      tagIds: ids(form, 'tagIds'),
      orderPropertyIds: ids(form, 'orderPropertyIds'),
      defaultCategoryId: wholeNumber(text(form, 'defaultCategoryId')),
      texts: { de: textsOf('de'), en: textsOf('en') },
      variations: variationIds.map((id) => {
        const field = (name: string) => text(form, `v${id}-${name}`);
        const specialPrice = field('specialPrice');
        return {
          id,
          isActive: field('isActive') === 'on',
          attributeValueIds: attributeValuesOf(form, id),
          ...(text(form, 'itemType') === 'set' ? { parts: partsOf(field) } : {}),
          gtin: field('gtin'),
          mpn: field('mpn'),
          isbn: field('isbn'),
          availabilityId: wholeNumber(field('availabilityId')),
          allowOversell: field('allowOversell') === 'on',
          minimumOrderQuantity: wholeNumber(field('minimumOrderQuantity')),
          intervalOrderQuantity: wholeNumber(field('intervalOrderQuantity')),
          maximumOrderQuantity: optional(field('maximumOrderQuantity'), wholeNumber),
          vatRate: wholeNumber(field('vatRate')),
          weightG: wholeNumber(field('weightG')),
          unitId: wholeNumber(field('unitId')),
          unitContent: wholeNumber(field('unitContent')),
          // Graduated prices: the rows with a quantity (an empty row is none).
          graduated: [0, 1, 2]
            .filter((tier) => field(`tier${tier}Quantity`).trim() !== '' || field(`tier${tier}Price`).trim() !== '')
            .map((tier) => ({
              minimumQuantity: wholeNumber(field(`tier${tier}Quantity`)),
              priceCents: money(field(`tier${tier}Price`)),
            })),
          salePriceCents: money(field('salePrice')),
          rrpCents: optional(field('rrp'), money),
          businessPriceCents: optional(field('businessPrice'), money),
          special:
            specialPrice.trim() === ''
              ? null
              : {
                  priceCents: money(specialPrice),
                  from: optional(field('specialFrom'), (typed) => typed),
                  until: optional(field('specialUntil'), (typed) => typed),
                },
        };
      }),
    },
  };
}

/** The call's name of a variation field → the form's. */
const formFieldOf: Record<string, string> = {
  salePriceCents: 'salePrice',
  rrpCents: 'rrp',
  businessPriceCents: 'businessPrice',
  'special.priceCents': 'specialPrice',
  'special.from': 'specialFrom',
  'special.until': 'specialUntil',
};

/** Where a problem of the call's input shows on the form (null: at none, the form's own message). */
export function formFieldOfPath(path: string, variationIds: readonly number[]): string | null {
  if (/^v\d+-\w+$/.test(path) || ['manufacturerId', 'itemType', 'condition', ...itemIdLists].includes(path))
    return path;
  if (/^item\.(categoryIds|defaultCategoryId)(\.\d+)?$/.test(path)) return 'categoryIds';
  const list = /^item\.(tagIds|orderPropertyIds|itemType|condition)(\.\d+)?$/.exec(path);
  if (list) return list[1]!;
  const text = /^item\.texts\.(de|en)\.(\w+)$/.exec(path);
  if (text) return `${text[1]}-${text[2]}`;
  if (path === 'item.manufacturerId') return 'manufacturerId';
  const tier = /^item\.variations\.(\d+)\.graduated\.(\d+)\.(minimumQuantity|priceCents)$/.exec(path);
  const tierOf = tier ? variationIds[Number(tier[1])] : undefined;
  if (tier && tierOf !== undefined)
    return `v${tierOf}-tier${tier[2]}${tier[3] === 'priceCents' ? 'Price' : 'Quantity'}`;
  const part = /^item\.variations\.(\d+)\.parts\.(\d+)\.(number|quantity)$/.exec(path);
  const partOf = part ? variationIds[Number(part[1])] : undefined;
  if (part && partOf !== undefined) return `v${partOf}-part${part[2]}${part[3] === 'number' ? 'Number' : 'Quantity'}`;
  const valueList = /^item\.variations\.(\d+)\.attributeValueIds(\.\d+)?$/.exec(path);
  const valuesOf = valueList ? variationIds[Number(valueList[1])] : undefined;
  if (valuesOf !== undefined) return `v${valuesOf}-attributes`;
  const variation = /^item\.variations\.(\d+)\.(.+)$/.exec(path);
  const id = variation ? variationIds[Number(variation[1])] : undefined;
  if (variation && id !== undefined) return `v${id}-${formFieldOf[variation[2]!] ?? variation[2]}`;
  return null;
}

const isTranslationKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(message);

/** A refusal of doSaveItem as the form shows it: each problem at its field, what was typed kept. */
export function itemFormFailure(
  error: unknown,
  values: Record<string, string>,
  variationIds: readonly number[],
): FormFailure {
  if (!isApiError(error) || error.status >= 500) throw error;
  const fieldErrors: Record<string, string> = {};
  for (const problem of error.causes) {
    const field = formFieldOfPath(problem.field, variationIds);
    if (!field) continue;
    fieldErrors[field] ??= isTranslationKey(problem.message) ? problem.message : 'errorMessages.invalid';
  }
  const formError =
    Object.keys(fieldErrors).length > 0 ? null : { key: error.key, values: error.values as Record<string, number> };
  return { ok: false, fieldErrors, formError, values };
}

/** The "new variation" and "new item" forms' variation fields, read like the item form's. */
export function newVariationInput(form: FormData) {
  const field = (name: string) => text(form, name);
  return {
    number: field('number'),
    salePriceCents: money(field('salePrice')),
    vatRate: wholeNumber(field('vatRate')),
    stock: field('stock').trim() === '' ? 0 : wholeNumber(field('stock')),
    attributeValueIds: form
      .getAll('attributeValueIds')
      .map(String)
      .filter((value) => value !== '')
      .map(wholeNumber),
  };
}
