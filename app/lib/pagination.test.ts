import { describe, expect, it } from 'vitest';
import { pageHref, pageLinks } from './pagination';

describe('pageLinks', () => {
  it('lists every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the pages around the current one with gaps', () => {
    expect(pageLinks(500, 1000)).toEqual([1, 'gap', 498, 499, 500, 501, 502, 'gap', 1000]);
    expect(pageLinks(1, 1000)).toEqual([1, 2, 3, 'gap', 1000]);
    expect(pageLinks(1000, 1000)).toEqual([1, 'gap', 998, 999, 1000]);
  });

  it('fills a gap of a single page with that page', () => {
    expect(pageLinks(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });
});

describe('pageHref', () => {
  it('keeps the filters and sort, and leaves page 1 without a number', () => {
    const location = { pathname: '/en/all-mirrors', search: '?facets=11&page=4&sort=name_asc' };
    expect(pageHref(location, 5)).toBe('/en/all-mirrors?facets=11&page=5&sort=name_asc');
    expect(pageHref(location, 1)).toBe('/en/all-mirrors?facets=11&sort=name_asc');
    expect(pageHref({ pathname: '/alle-spiegel', search: '?page=2' }, 1)).toBe('/alle-spiegel');
  });
});
