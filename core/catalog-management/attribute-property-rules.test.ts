import { describe, expect, it } from 'vitest';
import { duplicateName, mergeSelectionValues } from './attribute-property-rules';

const names = (de: string, en = de) => ({ de, en });

describe('selection values as saved', () => {
  const current = [
    { id: 1, names: names('Weiß', 'White') },
    { id: 4, names: names('Rot', 'Red') },
  ];

  it('keep their ids, take their new names and order', () => {
    expect(
      mergeSelectionValues(current, [
        { id: 4, names: names('Rubinrot') },
        { id: 1, names: names('Weiß') },
      ]),
    ).toEqual([
      { id: 4, names: names('Rubinrot') },
      { id: 1, names: names('Weiß') },
    ]);
  });

  it('give new values ids above every current one, also one removed in the same save', () => {
    expect(
      mergeSelectionValues(current, [
        { id: 1, names: names('Weiß') },
        { names: names('Blau') },
        { names: names('Grün') },
      ]),
    ).toEqual([
      { id: 1, names: names('Weiß') },
      { id: 5, names: names('Blau') },
      { id: 6, names: names('Grün') },
    ]);
    expect(mergeSelectionValues([], [{ names: names('Blau') }])).toEqual([{ id: 1, names: names('Blau') }]);
  });

  it('give new values ids above one a cart line or an order still names', () => {
    expect(mergeSelectionValues(current, [{ names: names('Blau') }], 9)).toEqual([{ id: 10, names: names('Blau') }]);
  });

  it('refuse an id the property does not have, or one given twice', () => {
    expect(mergeSelectionValues(current, [{ id: 2, names: names('X') }])).toBeNull();
    expect(
      mergeSelectionValues(current, [
        { id: 1, names: names('X') },
        { id: 1, names: names('Y') },
      ]),
    ).toBeNull();
  });
});

describe('a name given twice', () => {
  it('is found in either language without regard to case, at its second place', () => {
    expect(duplicateName([names('Chrom', 'Chrome'), names('Gold', 'Gold')])).toBeNull();
    expect(duplicateName([names('Chrom', 'Chrome'), names('Gold'), names('chrom ', 'Other')])).toEqual({
      index: 2,
      lang: 'de',
    });
    expect(duplicateName([names('Chrom', 'Chrome'), names('Messing', 'CHROME')])).toEqual({ index: 1, lang: 'en' });
  });
});
