/**
 * The order list's query string (issue 36): what the filter form sends, read back for the call.
 * Values outside the known ones fall back to the defaults, so an edited link never breaks the page.
 */
export const listStatuses = [
  'all',
  'toShip',
  'waitingForPayment',
  'overdue',
  'shipped',
  'canceled',
  'vatIdToCheck',
] as const;
export const listSorts = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export const pageSizes = [10, 25, 50, 100] as const;

export interface OrderListQuery {
  status: (typeof listStatuses)[number];
  search: string;
  from: string;
  to: string;
  sort: (typeof listSorts)[number];
  page: number;
  itemsPerPage: number;
}

const pick = <Value extends string>(options: readonly Value[], value: string | null, fallback: Value): Value =>
  options.includes(value as Value) ? (value as Value) : fallback;
/** A calendar day the call takes (a real date, this millennium); anything else is no filter. */
const day = (value: string | null) =>
  value &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  value >= '2000-01-01' &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString().startsWith(value)
    ? value
    : '';

export function orderListQuery(params: URLSearchParams): OrderListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('itemsPerPage'));
  return {
    status: pick(listStatuses, params.get('status'), 'all'),
    search: (params.get('search') ?? '').replace(/\p{Cc}/gu, '').slice(0, 200),
    from: day(params.get('from')),
    to: day(params.get('to')),
    sort: pick(listSorts, params.get('sort'), 'newest'),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    itemsPerPage: (pageSizes as readonly number[]).includes(size) ? size : 25,
  };
}

/** The call's input: empty fields left out. */
export function callInputOf(query: OrderListQuery) {
  return {
    status: query.status,
    sort: query.sort,
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    ...(query.search ? { search: query.search } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
}

/** The same list on another page (or with one value changed). */
export function listHref(query: OrderListQuery, change: Partial<OrderListQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(next)) {
    const fallback = { status: 'all', sort: 'newest', page: 1, itemsPerPage: 25 }[name];
    if (value !== '' && value !== fallback) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}
