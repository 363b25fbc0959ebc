import { describe, expect, it } from 'vitest';
import { attributeFieldOf, attributeSaveInput } from './attribute-form-input';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};
const saved = {
  attributeId: '7',
  version: '3',
  'name-de': 'Rahmen',
  'name-en': 'Frame',
  type: 'box',
  rows: '4',
  'r0-id': '11',
  'r0-de': 'Eiche',
  'r0-en': 'Oak',
  'r0-imageUrl': '',
  'r1-id': '12',
  'r1-de': 'Nuss',
  'r1-en': 'Walnut',
  'r1-imageUrl': '',
  'r2-id': '',
  'r2-de': 'Ahorn',
  'r2-en': 'Maple',
  'r2-imageUrl': '',
  'r3-id': '',
  'r3-de': '',
  'r3-en': '',
  'r3-imageUrl': '',
};

describe('the attribute form read for doSaveAttribute', () => {
  it('sends the values with their ids in order; an empty new row is none, a ticked saved one is removed', () => {
    const { input, rowOf } = attributeSaveInput(formOf({ ...saved, intent: 'save', 'r0-remove': 'on' }));
    expect(input.attribute).toEqual({
      id: 7,
      version: 3,
      names: { de: 'Rahmen', en: 'Frame' },
      type: 'box',
      values: [
        { id: 12, names: { de: 'Nuss', en: 'Walnut' }, imageUrl: '' },
        { names: { de: 'Ahorn', en: 'Maple' }, imageUrl: '' },
      ],
    });
    expect(rowOf).toEqual([1, 2]);
  });

  it('moves a value one place with its button, and names a problem at its row', () => {
    const { input, rowOf } = attributeSaveInput(formOf({ ...saved, intent: 'value-up-1' }));
    expect(input.attribute.values.map((value) => value.names.de)).toEqual(['Nuss', 'Eiche', 'Ahorn']);
    expect(attributeFieldOf('attribute.values.1.names.en', rowOf)).toBe('r0-en');
    expect(attributeFieldOf('attribute.values.2.imageUrl', rowOf)).toBe('r2-imageUrl');
    expect(attributeFieldOf('names.de', rowOf)).toBe('name-de');
    expect(attributeFieldOf('attribute.type', rowOf)).toBe('type');
    expect(attributeFieldOf('values.0.id', rowOf)).toBeNull();
  });

  it('checks a swatch address only for image swatches; for the other types a stored one stays, anything else is none', () => {
    const swatches = { 'r0-imageUrl': '/images/swatches/v1/oak.svg', 'r1-imageUrl': 'javascript:alert(1)' };
    const urls = (type: string) =>
      attributeSaveInput(formOf({ ...saved, ...swatches, type })).input.attribute.values.map((value) => value.imageUrl);
    expect(urls('box')).toEqual(['/images/swatches/v1/oak.svg', '', '']);
    expect(urls('image')).toEqual(['/images/swatches/v1/oak.svg', 'javascript:alert(1)', '']);
  });

  it('a new attribute has no id; a forged row count reads no more than 250 rows', () => {
    const { input } = attributeSaveInput(formOf({ 'name-de': 'A', 'name-en': 'A', type: 'box', rows: '99999999' }));
    expect(input.attribute).not.toHaveProperty('id');
    expect(input.attribute).not.toHaveProperty('version');
    expect(input.attribute.values).toEqual([]);
  });
});
