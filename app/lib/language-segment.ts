import { isLocale } from '../../core/i18n/locales';
import { notFound } from './refusal-page';

/**
 * The route table is mounted once with an optional language segment (`:lang?`, ADR 0030), so
 * /xyz/cart matches the cart with `lang` "xyz". Every layout's loader refuses such a path as the
 * 404 page, inside the layout's own frame, as the catalogue's catch-all does for any other
 * unknown path (with the old table, /xyz/cart reached the catch-all).
 */
export function refuseUnknownLanguage(params: { lang?: string }): null {
  if (params.lang !== undefined && !isLocale(params.lang)) throw notFound();
  return null;
}

/** The loader of a layout that has nothing else to load. */
export const languageSegmentLoader = ({ params }: { params: { lang?: string } }) => refuseUnknownLanguage(params);
