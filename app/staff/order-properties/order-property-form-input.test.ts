import { describe, expect, it } from 'vitest';
import { orderPropertyFieldOf, orderPropertySaveInput } from './order-property-form-input';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};
const typed = {
  orderPropertyId: '4',
  version: '2',
  'de-name': 'Farbe',
  'de-description': '',
  'en-name': 'Colour',
  'en-description': 'Of the bracket',
  valueType: 'selection',
  isRequired: 'on',
  surcharge: '12,50',
  vatRate: '700',
  rows: '3',
  's0-id': '1',
  's0-de': 'Weiß',
  's0-en': 'White',
  's0-remove': 'on',
  's1-id': '2',
  's1-de': 'Schwarz',
  's1-en': 'Black',
  's2-id': '',
  's2-de': 'Rot',
  's2-en': '',
};

describe('the order property form read for doSaveOrderProperty', () => {
  it('reads the surcharge in euros, the VAT rate, the boxes and the selection values that stay', () => {
    const { input, rowOf } = orderPropertySaveInput(formOf(typed));
    expect(input.orderProperty).toEqual({
      id: 4,
      version: 2,
      names: { de: { name: 'Farbe', description: '' }, en: { name: 'Colour', description: 'Of the bracket' } },
      valueType: 'selection',
      isRequired: true,
      isMultiline: false,
      isPreSelected: false,
      surchargeCents: 1250,
      vatRate: 700,
      selectionValues: [{ id: 2, names: { de: 'Schwarz', en: 'Black' } }, { names: { de: 'Rot', en: '' } }],
    });
    expect(orderPropertyFieldOf('orderProperty.selectionValues.1.names.en', rowOf)).toBe('s2-en');
  });

  it('sends an amount that is none as typed, "none" as no VAT rate, an empty surcharge as 0', () => {
    const { input } = orderPropertySaveInput(formOf({ ...typed, surcharge: '-3', vatRate: 'none' }));
    expect(input.orderProperty).toMatchObject({ surchargeCents: '-3', vatRate: null });
    expect(orderPropertySaveInput(formOf({ ...typed, surcharge: ' ' })).input.orderProperty.surchargeCents).toBe(0);
  });

  it('names each problem at its field', () => {
    expect(orderPropertyFieldOf('orderProperty.names.en.description', [])).toBe('en-description');
    // The server's "name taken" names the field without the input's name.
    expect(orderPropertyFieldOf('names.de.name', [])).toBe('de-name');
    expect(orderPropertyFieldOf('orderProperty.surchargeCents', [])).toBe('surcharge');
    expect(orderPropertyFieldOf('orderProperty.vatRate', [])).toBe('vatRate');
    expect(orderPropertyFieldOf('selectionValues', [])).toBe('selectionValues');
    expect(orderPropertyFieldOf('orderProperty.id', [])).toBeNull();
  });
});
