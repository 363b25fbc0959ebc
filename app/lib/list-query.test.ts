import { describe, expect, it } from 'vitest';
import { readFilterQuery, readListQuery } from './list-query';

describe('list query', () => {
  it('reads sort, page and page size, ignoring what is not a number', () => {
    expect(readListQuery(new URLSearchParams('sort=x&page=2&itemsPerPage=abc'))).toEqual({
      sort: 'x',
      page: 2,
      itemsPerPage: undefined,
    });
  });

  it('leaves out page numbers no list reaches: huge, negative or zero', () => {
    for (const page of ['99999999999999999999', '1e999', '-1', '0', '100001']) {
      expect(readListQuery(new URLSearchParams(`page=${page}`)).page, page).toBeUndefined();
    }
    expect(readListQuery(new URLSearchParams('page=100000')).page).toBe(100_000);
  });

  it('reads filters from repeated or comma-separated parameters and euro amounts', () => {
    expect(
      readFilterQuery(
        new URLSearchParams('facets=11&facets=23,24&manufacturer=2&priceMin=12,50&priceMax=80&available=1'),
      ),
    ).toEqual({
      facets: [11, 23, 24],
      manufacturerIds: [2],
      priceMin: 1250,
      priceMax: 8000,
      onlyAvailable: true,
    });
  });

  it('drops odd values', () => {
    expect(readFilterQuery(new URLSearchParams('facets=-1,abc,0&priceMin=lots&available=yes'))).toEqual({
      facets: undefined,
      manufacturerIds: undefined,
      priceMin: undefined,
      priceMax: undefined,
      onlyAvailable: undefined,
    });
  });
});
