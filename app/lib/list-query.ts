import { maxColumnInteger } from '../../core/api/column-limits';

/**
 * Sort, page, page size and filters of a product list from the URL. Whatever is not a number is
 * left out, so the BFF falls back to its defaults instead of refusing a hand-edited link.
 */
export function readListQuery(query: URLSearchParams) {
  const number = (name: string, maximum: number) => {
    const value = Math.trunc(Number(query.get(name)));
    return Number.isFinite(value) && value >= 1 && value <= maximum ? value : undefined;
  };
  return {
    sort: query.get('sort') ?? undefined,
    page: number('page', maxListPage),
    itemsPerPage: number('itemsPerPage', 100),
  };
}

/** Further than any list of the shop reaches; a page number beyond it is no page number. */
const maxListPage = 100_000;

/** Ids from repeated or comma-separated parameters (?facets=11&facets=23 or ?facets=11,23). */
function ids(query: URLSearchParams, name: string): number[] | undefined {
  const values = query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => Number(value))
    .filter((value) => Number.isInteger(value) && value > 0 && value <= maxColumnInteger);
  return values.length > 0 ? [...new Set(values)].slice(0, 50) : undefined;
}

/** Euros as typed ("12", "12,50", "12.5") to cents; anything else is no limit. */
function euros(query: URLSearchParams, name: string): number | undefined {
  const text = query.get(name)?.trim().replace(',', '.');
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? Math.round(value * 100) : undefined;
}

export function readFilterQuery(query: URLSearchParams) {
  return {
    facets: ids(query, 'facets'),
    manufacturerIds: ids(query, 'manufacturer'),
    priceMin: euros(query, 'priceMin'),
    priceMax: euros(query, 'priceMax'),
    onlyAvailable: query.get('available') === '1' ? true : undefined,
  };
}
