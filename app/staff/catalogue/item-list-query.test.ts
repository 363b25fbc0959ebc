import { describe, expect, it } from 'vitest';
import { itemCallInput, itemListHref, itemListQuery } from './item-list-query';

describe('the item list query', () => {
  it('reads the filter form back, leaving out what is empty', () => {
    const query = itemListQuery(
      new URLSearchParams('search=Spiegel&state=inactive&lowStock=5&onSpecialOffer=on&page=2'),
    );
    expect(itemCallInput(query)).toEqual({
      state: 'inactive',
      page: 2,
      itemsPerPage: 25,
      search: 'Spiegel',
      lowStock: 5,
      onSpecialOffer: true,
    });
    expect(itemListHref(query, 3)).toBe('?search=Spiegel&state=inactive&lowStock=5&onSpecialOffer=on&page=3');
  });

  it('falls back to the defaults for values an edited link made up', () => {
    const query = itemListQuery(new URLSearchParams('state=evil&lowStock=-1&page=1e999&itemsPerPage=7&search=a%00b'));
    expect(itemCallInput(query)).toEqual({ state: 'all', page: 1, itemsPerPage: 25, search: 'ab' });
  });
});
