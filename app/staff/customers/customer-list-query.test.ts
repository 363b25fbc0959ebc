import { describe, expect, it } from 'vitest';
import { customerCallInput, customerListHref, customerListQuery } from './customer-list-query';

describe("the customer list's query string", () => {
  it('reads a search, a page and a page size', () => {
    const query = customerListQuery(new URLSearchParams('search=+berger+&page=3&itemsPerPage=50'));
    expect(query).toEqual({ search: 'berger', page: 3, itemsPerPage: 50 });
    expect(customerCallInput(query)).toEqual({ search: 'berger', page: 3, itemsPerPage: 50 });
  });

  it('falls back to the defaults for what it cannot read, and drops control characters', () => {
    const query = customerListQuery(new URLSearchParams('search=a%00b&page=-1&itemsPerPage=7'));
    expect(query).toEqual({ search: 'ab', page: 1, itemsPerPage: 25 });
    expect(customerCallInput(customerListQuery(new URLSearchParams('page=abc')))).toEqual({
      page: 1,
      itemsPerPage: 25,
    });
  });

  it('links to another page of the same list, leaving defaults out', () => {
    const query = customerListQuery(new URLSearchParams('search=10115'));
    expect(customerListHref(query, 2)).toBe('?search=10115&page=2');
    expect(customerListHref({ search: '', page: 2, itemsPerPage: 25 }, 1)).toBe('?');
  });
});
