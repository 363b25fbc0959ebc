import type { MiddlewareFunction } from 'react-router';
import { isLocale } from '../../core/i18n/locales';
import { notFound } from './refusal-page';

/**
 * The route table is mounted once with an optional language segment (`:lang?`, ADR 0030), so
 * /xyz/cart matches the cart with `lang` "xyz". The root's middleware answers such a path with
 * the 404 page before any loader or action runs: nothing is read, changed or cached for it, also
 * for data requests that name only a child route (`?_routes=`).
 */
export const refuseUnknownLanguage: MiddlewareFunction<Response> = ({ params }) => {
  if (params.lang !== undefined && !isLocale(params.lang)) throw notFound();
};
