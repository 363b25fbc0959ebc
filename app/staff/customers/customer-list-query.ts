/**
 * The customer list's query string (issue 37): what the search form sends, read back for the call.
 * Values outside the known ones fall back to the defaults, so an edited link never breaks the page.
 */
export const customerPageSizes = [10, 25, 50, 100] as const;

export interface CustomerListQuery {
  search: string;
  page: number;
  itemsPerPage: number;
}

export function customerListQuery(params: URLSearchParams): CustomerListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('itemsPerPage'));
  return {
    search: (params.get('search') ?? '')
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 200),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    itemsPerPage: (customerPageSizes as readonly number[]).includes(size) ? size : 25,
  };
}

/** The call's input: an empty search left out. */
export function customerCallInput(query: CustomerListQuery) {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    ...(query.search ? { search: query.search } : {}),
  };
}

/** The same list on another page. */
export function customerListHref(query: CustomerListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.itemsPerPage !== 25) params.set('itemsPerPage', String(query.itemsPerPage));
  if (page !== 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
