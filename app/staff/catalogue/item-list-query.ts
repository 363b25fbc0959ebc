/**
 * The item list's query string (issue 37): what the filter form sends, read back for the call.
 * Values outside the known ones fall back to the defaults, so an edited link never breaks the page.
 */
export const itemStates = ['all', 'active', 'inactive'] as const;
export const itemPageSizes = [10, 25, 50, 100] as const;

export interface ItemListQuery {
  search: string;
  state: (typeof itemStates)[number];
  lowStock: string;
  onSpecialOffer: boolean;
  page: number;
  itemsPerPage: number;
}

export function itemListQuery(params: URLSearchParams): ItemListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('itemsPerPage'));
  const state = params.get('state');
  const lowStock = params.get('lowStock') ?? '';
  return {
    search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
    state: itemStates.includes(state as ItemListQuery['state']) ? (state as ItemListQuery['state']) : 'all',
    lowStock: /^\d{1,6}$/.test(lowStock) ? lowStock : '',
    onSpecialOffer: params.get('onSpecialOffer') === 'on',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    itemsPerPage: (itemPageSizes as readonly number[]).includes(size) ? size : 25,
  };
}

/** The call's input: empty fields left out. */
export function itemCallInput(query: ItemListQuery) {
  return {
    state: query.state,
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    ...(query.search ? { search: query.search } : {}),
    ...(query.lowStock ? { lowStock: Number(query.lowStock) } : {}),
    ...(query.onSpecialOffer ? { onSpecialOffer: true } : {}),
  };
}

/** The same list on another page. */
export function itemListHref(query: ItemListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.state !== 'all') params.set('state', query.state);
  if (query.lowStock) params.set('lowStock', query.lowStock);
  if (query.onSpecialOffer) params.set('onSpecialOffer', 'on');
  if (query.itemsPerPage !== 25) params.set('itemsPerPage', String(query.itemsPerPage));
  if (page !== 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
