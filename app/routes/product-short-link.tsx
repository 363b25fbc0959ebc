import { redirect } from 'react-router';
import { productPath } from '../../core/catalog/product-url';
import { localizePath, splitLocalePath } from '../../core/i18n/locales';
import { notFound, throwRefusalPage } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import type { Route } from './+types/product-short-link';
import { maxColumnInteger } from '../../core/api/column-limits';

/** /p/{variationId}/{slug} (spec §2 "other links seen") → the product page of that variation. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const variationId = Number(params.variationId);
  if (!/^\d{1,10}$/.test(params.variationId) || variationId < 1 || variationId > maxColumnInteger) {
    throw notFound();
  }
  const { locale, prefixed } = splitLocalePath(new URL(request.url).pathname);
  try {
    const target = await context.get(shopContext).call('getVariationUrl', { variationId });
    throw redirect(
      localizePath(productPath(target.urlPath, target.itemId, target.variationId), locale, {
        germanPrefix: prefixed && locale === 'de',
      }),
      301,
    );
  } catch (error) {
    throwRefusalPage(error, { notFound: [404] });
    throw error;
  }
}

/** Never rendered: the loader always redirects or answers 404 (rendered by the layout as the error page). */
export default function ProductShortLink() {
  return null;
}
