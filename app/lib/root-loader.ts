import type { ShopRequestContext } from '../shop-context';
import { toNavigation } from './navigation';

/**
 * The root loader's data: the shell every page shares (getPageShell: navigation, robots, design,
 * consent) and, for the browser's data requests, the shopper. A page's HTML carries its shopper in a
 * script of its own (ADR 0019): the root's data of a document is the same for every visitor, so a
 * cached page can serve them all. The shopper is read once a request (`shop.shopper()`), never
 * built a second time inside a call (issue 35: getInit's session and editor views were dropped).
 */
export async function rootLoaderData(shop: ShopRequestContext) {
  const [shell, shopper] = await Promise.all([
    shop.call('getPageShell', {}),
    shop.documentRequest ? null : shop.shopper(),
  ]);
  return {
    navigation: toNavigation(shell.categories),
    publicUrl: shop.publicUrl,
    robots: shell.seo.robots,
    homepage: shell.seo.homepage,
    design: shell.design,
    consent: shell.consent,
    analytics: shell.analytics,
    shopper,
  };
}
