import { describe, expect, it } from 'vitest';
import { campaignSaveInput, codesInput, idList } from './campaign-form-input';

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('campaignSaveInput', () => {
  it('reads percentages as basis points, euros as cents, lists of numbers and the customer types', () => {
    const input = campaignSaveInput(
      formOf([
        ['name', ' Herbst '],
        ['isActive', 'on'],
        ['discountKind', 'percent'],
        ['discountValue', '12,5'],
        ['validFrom', '2026-10-01'],
        ['validUntil', ''],
        ['minimumOrderCents', '30,00'],
        ['customerKind', 'new'],
        ['subscriptionRule', 'any'],
        ['customerClassIds', ''],
        ['customerTypes', 'business'],
        ['itemIds', '12, 15 18'],
        ['categoryIds', ''],
        ['maxRedemptions', '100'],
        ['maxUsesPerCustomer', ' 2 '],
      ]),
    );
    expect(input.campaign).toEqual({
      name: 'Herbst',
      isActive: true,
      discountKind: 'percent',
      discountValue: 1250,
      validFrom: '2026-10-01',
      validUntil: null,
      minimumOrderCents: 3000,
      customerKind: 'new',
      subscriptionRule: 'any',
      excludesSpecialOffers: false,
      customerClassIds: null,
      customerTypes: ['business'],
      itemIds: [12, 15, 18],
      categoryIds: null,
      maxRedemptions: 100,
      maxUsesPerCustomer: 2,
    });
  });

  it('passes what is no number on as typed, so the call names the field; both types are no restriction', () => {
    const input = campaignSaveInput(
      formOf([
        ['discountValue', 'zehn'],
        ['customerTypes', 'private'],
        ['customerTypes', 'business'],
      ]),
    );
    expect(input.campaign.discountValue).toBe('zehn');
    expect(input.campaign.minimumOrderCents).toBe(0);
    expect(input.campaign.customerTypes).toBeNull();
    // Uses per customer: empty is no limit; anything but a whole number goes as typed.
    expect(input.campaign.maxUsesPerCustomer).toBeNull();
    expect(campaignSaveInput(formOf([['maxUsesPerCustomer', '1,5']])).campaign.maxUsesPerCustomer).toBe('1,5');
    expect(campaignSaveInput(formOf([['maxUsesPerCustomer', 'zwei']])).campaign.maxUsesPerCustomer).toBe('zwei');
    expect(idList('3, x')).toEqual([3, 'x']);
  });
});

describe('codesInput', () => {
  it('is one typed code or a batch', () => {
    expect(
      codesInput(
        formOf([
          ['intent', 'code'],
          ['code', ' herbst '],
          ['maxUses', ''],
        ]),
        7,
      ),
    ).toEqual({
      campaignId: 7,
      code: 'herbst',
      maxUses: null,
    });
    expect(
      codesInput(
        formOf([
          ['intent', 'batch'],
          ['count', '50'],
          ['prefix', 'HB-'],
          ['maxUses', '1'],
        ]),
        7,
      ),
    ).toEqual({
      campaignId: 7,
      count: 50,
      prefix: 'HB-',
      maxUses: 1,
    });
  });
});
