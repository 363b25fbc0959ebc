import { describe, expect, it } from 'vitest';
import { formFieldOfPath, itemSaveInput, variationIdsOf } from './item-form-input';

describe('the item form read into doSaveItem', () => {
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads tags, order properties, each variation's attribute values and a set's filled part rows", () => {
    const input = itemSaveInput(
      form([
        ['version', '3'],
        ['itemType', 'set'],
        ['tagIds', '4'],
        ['tagIds', '9'],
        ['v7-attr1', '12'],
        ['v7-attr2', ''],
        ['v7-attrx', '99'],
        ['v7-part0Number', 'SP-1'],
        ['v7-part0Quantity', '2'],
        ['v7-part1Number', ''],
        ['v7-part1Quantity', ''],
        ['v7-part2Number', 'SP-2'],
        ['v7-part2Quantity', ''],
      ]),
      5,
      [7],
    );
    expect(input.item.itemType).toBe('set');
    expect(input.item.tagIds).toEqual([4, 9]);
    expect(input.item.orderPropertyIds).toEqual([]);
    expect(input.item.variations[0]!.attributeValueIds).toEqual([12]);
    expect(input.item.variations[0]!.parts).toEqual([
      { number: 'SP-1', quantity: 2 },
      { number: 'SP-2', quantity: 1 },
    ]);
  });

  it('finds the variations the form holds by their price fields, in order, each once', () => {
    const data = form([
      ['version', '1'],
      ['v12-salePrice', '9,90'],
      ['v12-isActive', 'on'],
      ['v7-salePrice', '5'],
      ['v7-salePrice', '6'],
      ['v0-salePrice', '1'],
      ['vx-salePrice', '1'],
    ]);
    expect(variationIdsOf(data)).toEqual([12, 7]);
  });

  it('sends no parts for an item that is no set, so none are asked for', () => {
    const input = itemSaveInput(
      form([
        ['itemType', 'default'],
        ['v7-part0Number', 'SP-1'],
      ]),
      5,
      [7],
    );
    expect(input.item.variations[0]).not.toHaveProperty('parts');
  });

  it("names the form's field of a refused part, attribute list, tag list and item type", () => {
    expect(formFieldOfPath('item.variations.0.parts.1.quantity', [7, 8])).toBe('v7-part1Quantity');
    expect(formFieldOfPath('item.variations.1.parts.0.number', [7, 8])).toBe('v8-part0Number');
    expect(formFieldOfPath('item.variations.1.attributeValueIds.2', [7, 8])).toBe('v8-attributes');
    expect(formFieldOfPath('item.tagIds.0', [7])).toBe('tagIds');
    expect(formFieldOfPath('item.itemType', [7])).toBe('itemType');
    expect(formFieldOfPath('orderPropertyIds', [7])).toBe('orderPropertyIds');
  });
});
