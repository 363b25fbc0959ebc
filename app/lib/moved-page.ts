import { redirect } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';

/**
 * A page whose address moved: the call's 404 names today's path (`values.localizedPath`, as
 * getFacet does for a moved category and getTag for a tag's former slug), and the page answers
 * 301 there in the request's language, keeping the query (without React Router's `_routes` of a
 * data request). Null for any other refusal.
 */
export function movedPageRedirect(error: unknown, request: Request): Response | null {
  const localizedPath = isApiError(error) ? error.values.localizedPath : undefined;
  if (typeof localizedPath !== 'string') return null;
  const url = new URL(request.url);
  const { locale, prefixed } = splitLocalePath(url.pathname.replace(/\.data$/, ''));
  url.searchParams.delete('_routes');
  return redirect(localizePath(localizedPath, locale, { germanPrefix: prefixed && locale === 'de' }) + url.search, 301);
}
