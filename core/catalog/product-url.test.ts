import { describe, expect, it } from 'vitest';
import { parseProductPath, productPath } from './product-url';

describe('product URLs', () => {
  it('builds item and variation paths', () => {
    expect(productPath('reisespiegel-nova', 104)).toBe('/reisespiegel-nova_104');
    expect(productPath('reisespiegel-nova', 104, 1033)).toBe('/reisespiegel-nova_104_1033');
  });

  it('reads them back', () => {
    expect(parseProductPath('/reisespiegel-nova_104')).toEqual({ slug: 'reisespiegel-nova', itemId: 104 });
    expect(parseProductPath('/reisespiegel-nova_104_1033')).toEqual({
      slug: 'reisespiegel-nova',
      itemId: 104,
      variationId: 1033,
    });
  });

  it('rejects what is no product URL, and absurd ids', () => {
    for (const path of [
      '/reisespiegel',
      '/marken/frasco',
      '/a_b',
      '/x_0',
      '/x_99999999999',
      '/x_1_0',
      '/UPPER_1',
      '/x_1/',
    ]) {
      expect(parseProductPath(path), path).toBeNull();
    }
  });
});
