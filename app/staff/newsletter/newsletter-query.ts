/**
 * The newsletter list's query string (issue 37): what the filter form sends, read back for the call.
 * Values outside the known ones fall back to the defaults, so an edited link never breaks the page.
 */
export const subscriberStates = ['all', 'pending', 'confirmed', 'unsubscribed'] as const;
export const subscriberPageSizes = [25, 50, 100] as const;

export interface NewsletterQuery {
  search: string;
  status: (typeof subscriberStates)[number];
  page: number;
  itemsPerPage: number;
}

export function newsletterQuery(params: URLSearchParams): NewsletterQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('itemsPerPage'));
  const status = params.get('status');
  return {
    search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
    status: subscriberStates.includes(status as NewsletterQuery['status'])
      ? (status as NewsletterQuery['status'])
      : 'all',
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    itemsPerPage: (subscriberPageSizes as readonly number[]).includes(size) ? size : 25,
  };
}

/** The call's input: empty fields left out. */
export function newsletterCallInput(query: NewsletterQuery) {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    ...(query.search.trim() ? { search: query.search } : {}),
    ...(query.status !== 'all' ? { status: query.status } : {}),
  };
}

/** The same list on another page. */
export function newsletterHref(query: NewsletterQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.itemsPerPage !== 25) params.set('itemsPerPage', String(query.itemsPerPage));
  if (page !== 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
