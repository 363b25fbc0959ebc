import { data, redirect } from 'react-router';
import { isApiError } from '../../core/api/errors';

/** The pages a loader or action shows for a call's refusal instead of its own answer. */
export interface RefusalPages {
  /** A 401 (a login is needed) redirects here: the login page that returns afterwards (`loginPathFor`). */
  login?: string;
  /**
   * The refusals that are the 404 page: the call's statuses (404 "no such thing"; 400 too where the
   * address fed the call, a path or key it cannot even read), or `'anyRefusal'` for every 4xx.
   */
  notFound?: readonly number[] | 'anyRefusal';
}

/** The 404 page, rendered by the layout's error boundary: `throw notFound()`. */
export const notFound = () => data(null, { status: 404 });

/**
 * For a loader's or action's catch: a call's refusal that means "log in first" or "no such page" is
 * thrown on as that page; anything else (another refusal, a fault, a redirect) comes back to the
 * caller, to throw on or to show at its form. Only the refusals named in `pages` are mapped.
 */
export function throwRefusalPage(error: unknown, pages: RefusalPages): void {
  if (!isApiError(error)) return;
  if (pages.login !== undefined && error.status === 401) throw redirect(pages.login);
  const statuses = pages.notFound ?? [];
  if (statuses === 'anyRefusal' ? error.status < 500 : statuses.includes(error.status)) throw notFound();
}
