import { describe, expect, it } from 'vitest';
import { newsletterCallInput, newsletterHref, newsletterQuery } from './newsletter-query';

describe('newsletterQuery', () => {
  it('reads the filters back and leaves empty ones out of the call', () => {
    const query = newsletterQuery(new URLSearchParams('search=anna&status=confirmed&page=2&itemsPerPage=50'));
    expect(query).toEqual({ search: 'anna', status: 'confirmed', page: 2, itemsPerPage: 50 });
    expect(newsletterCallInput(query)).toEqual({ search: 'anna', status: 'confirmed', page: 2, itemsPerPage: 50 });
    expect(newsletterHref(query, 3)).toBe('?search=anna&status=confirmed&itemsPerPage=50&page=3');
  });

  it('falls back to the defaults for an edited link', () => {
    const query = newsletterQuery(new URLSearchParams('status=everyone&page=-1&itemsPerPage=7'));
    expect(query).toEqual({ search: '', status: 'all', page: 1, itemsPerPage: 25 });
    expect(newsletterCallInput(query)).toEqual({ page: 1, itemsPerPage: 25 });
    expect(newsletterHref(query, 1)).toBe('?');
  });
});
