/**
 * The page links a long list shows: the first and last page, and a few around the current one,
 * with gaps between ("1 … 7 8 9 10 11 … 1000"). A catalog of 20,000 mirrors has 1,000 pages;
 * linking all of them would make every list page hundreds of kilobytes.
 */
export type PageLink = number | 'gap';

export function pageLinks(page: number, pageCount: number, around = 2): PageLink[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let candidate = page - around; candidate <= page + around; candidate++) {
    if (candidate >= 1 && candidate <= pageCount) wanted.add(candidate);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page instead of "…".
    if (previous !== undefined && number - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) links.push('gap');
    links.push(number);
  });
  return links;
}

/** The address of another page of the list shown at `location`: its filters kept, page 1 without a number. */
export function pageHref(location: { pathname: string; search: string }, page: number): string {
  const query = new URLSearchParams(location.search);
  if (page <= 1) query.delete('page');
  else query.set('page', String(page));
  const text = query.toString();
  return `${location.pathname}${text ? `?${text}` : ''}`;
}
