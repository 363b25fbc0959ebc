import { parseEuroCents } from '../money-input';

/**
 * The coupon campaign form (issue 37) read into doSaveCouponCampaign's input. Amounts are typed in
 * euros, the percentage as "10" or "12,5" (both to two decimals: cents and basis points alike); a
 * value that is no number goes to the call as typed, so its check names the field.
 */
export const campaignFields = [
  'name',
  'discountKind',
  'discountValue',
  'validFrom',
  'validUntil',
  'minimumOrderCents',
  'customerKind',
  'subscriptionRule',
  'customerClassIds',
  'customerTypes',
  'itemIds',
  'categoryIds',
  'maxRedemptions',
  'maxUsesPerCustomer',
] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const hundredths = (typed: string): number | string => parseEuroCents(typed) ?? typed;
const wholeNumber = (typed: string): number | string => (/^\d{1,9}$/.test(typed) ? Number(typed) : typed);
const orNull = <Value>(typed: string, read: (typed: string) => Value): Value | null =>
  typed === '' ? null : read(typed);
/** "12, 15 18" → [12, 15, 18]; empty → null (no restriction); a wrong entry goes as typed. */
export const idList = (typed: string): Array<number | string> | null =>
  typed === ''
    ? null
    : typed
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(wholeNumber);

export function campaignSaveInput(form: FormData) {
  const types = form.getAll('customerTypes').map(String);
  return {
    campaign: {
      name: text(form, 'name'),
      isActive: form.get('isActive') === 'on',
      discountKind: text(form, 'discountKind'),
      discountValue: hundredths(text(form, 'discountValue')),
      validFrom: orNull(text(form, 'validFrom'), (typed) => typed),
      validUntil: orNull(text(form, 'validUntil'), (typed) => typed),
      minimumOrderCents: text(form, 'minimumOrderCents') === '' ? 0 : hundredths(text(form, 'minimumOrderCents')),
      customerKind: text(form, 'customerKind'),
      subscriptionRule: text(form, 'subscriptionRule'),
      excludesSpecialOffers: form.get('excludesSpecialOffers') === 'on',
      customerClassIds: idList(text(form, 'customerClassIds')),
      customerTypes: types.length === 0 || types.length === 2 ? null : types,
      itemIds: idList(text(form, 'itemIds')),
      categoryIds: idList(text(form, 'categoryIds')),
      maxRedemptions: orNull(text(form, 'maxRedemptions'), wholeNumber),
      // Empty: no limit per customer; "0", "1,5" or "zwei" go as typed and are refused at the field.
      maxUsesPerCustomer: orNull(text(form, 'maxUsesPerCustomer'), wholeNumber),
    },
  };
}

/** The codes forms: one typed code, or a batch of `count` generated ones. */
export function codesInput(form: FormData, campaignId: number) {
  const maxUses = orNull(text(form, 'maxUses'), wholeNumber);
  if (form.get('intent') === 'code') return { campaignId, code: text(form, 'code'), maxUses };
  const prefix = text(form, 'prefix');
  return { campaignId, count: wholeNumber(text(form, 'count')), maxUses, ...(prefix ? { prefix } : {}) };
}
