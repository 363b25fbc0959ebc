import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('spells out umlauts and folds the rest to single dashes', () => {
    expect(slugify('Vergrößerungsspiegel Ø 12 cm – 10-fach')).toBe('vergroesserungsspiegel-12-cm-10-fach');
    expect(slugify('Pflege & Reinigung')).toBe('pflege-reinigung');
    expect(slugify('  Café Crème ')).toBe('cafe-creme');
  });
});
