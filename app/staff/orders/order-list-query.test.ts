import { describe, expect, it } from 'vitest';
import { callInputOf, listHref, orderListQuery } from './order-list-query';

describe('the order list query', () => {
  it('reads the filter form back, leaving out what is empty', () => {
    const query = orderListQuery(
      new URLSearchParams('status=toShip&search=M%C3%BCller&from=2026-11-01&page=3&itemsPerPage=50'),
    );
    expect(callInputOf(query)).toEqual({
      status: 'toShip',
      sort: 'newest',
      page: 3,
      itemsPerPage: 50,
      search: 'Müller',
      from: '2026-11-01',
    });
  });

  it('falls back to the defaults for values an edited link made up', () => {
    const query = orderListQuery(
      new URLSearchParams('status=x&sort=evil&page=-1&itemsPerPage=7&from=2026-13-45&search=a%00b'),
    );
    expect(callInputOf(query)).toEqual({ status: 'all', sort: 'newest', page: 1, itemsPerPage: 25, search: 'ab' });
  });

  it('drops days the call would refuse: year 0, a 31st of February', () => {
    const query = orderListQuery(new URLSearchParams('from=0000-01-01&to=2026-02-31'));
    expect(callInputOf(query)).toEqual({ status: 'all', sort: 'newest', page: 1, itemsPerPage: 25 });
    expect(callInputOf(orderListQuery(new URLSearchParams('from=2024-02-29')))).toMatchObject({ from: '2024-02-29' });
  });

  it('links another page keeping the filters', () => {
    const query = orderListQuery(new URLSearchParams('status=overdue'));
    expect(listHref(query, { page: 2 })).toBe('?status=overdue&page=2');
    expect(listHref(query, { status: 'all' })).toBe('?');
  });
});
