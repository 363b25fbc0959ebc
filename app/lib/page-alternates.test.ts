import { describe, expect, it } from 'vitest';
import { alternatesOfMatches, pathInLanguage } from './page-alternates';

describe('page alternates', () => {
  it("takes the innermost page's paths, and the current path where a page has none", () => {
    const matches = [
      { loaderData: { session: {} } },
      { loaderData: { alternates: { de: '/rasierspiegel', en: '/shaving-mirrors?page=2' } } },
    ];
    const alternates = alternatesOfMatches(matches);
    const current = { pathname: '/rasierspiegel', search: '?page=2&sort=price_asc', hash: '' };
    expect(pathInLanguage(current, alternates, 'en')).toBe('/shaving-mirrors?page=2&sort=price_asc');
    expect(pathInLanguage(current, alternatesOfMatches([{ loaderData: {} }]), 'en')).toBe(
      '/rasierspiegel?page=2&sort=price_asc',
    );
  });
});
