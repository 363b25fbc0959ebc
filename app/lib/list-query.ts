/**
 * Sort, page and page size of a product list from the URL. Whatever is not a number is left out,
 * so the BFF falls back to its defaults instead of refusing a hand-edited link.
 */
export function readListQuery(query: URLSearchParams) {
  const number = (name: string) => {
    const value = Number(query.get(name));
    return Number.isFinite(value) && value !== 0 ? Math.trunc(value) : undefined;
  };
  return { sort: query.get('sort') ?? undefined, page: number('page'), itemsPerPage: number('itemsPerPage') };
}
