import { pageMeta } from '../lib/page-meta';
import { robotsMetaContent } from '../../core/seo/robots';
import { data } from 'react-router';
import { isApiError } from '../../core/api/errors';
import { PageBlocks, blocksHaveHeading } from '../blocks/page-blocks';
import { loadBlockProducts } from '../blocks/block-products';
import { shopBlockParts } from '../features/content-page/block-parts';
import { useTranslation } from '../i18n/use-translation';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/home';

/** The home page's SEO texts from its page settings (issue 34); the shop's defaults where empty. */
export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { robotsOf, root }) => {
  const home = root?.homepage;
  if (!home) return { robots: robotsOf('homepage') };
  return {
    title: home.metaTitle || undefined,
    description: home.metaDescription || undefined,
    keywords: home.metaKeywords || undefined,
    canonical: home.canonicalLink || undefined,
    robots: robotsMetaContent(home.metaRobots),
  };
});

/**
 * The home page: its page blocks (spec: getBlocks('index', 'immutable'), the sample blocks of the
 * language until the merchant saves their own) and the products of every product-gallery block,
 * fetched together so the page renders in one pass.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const newsletterConfirmation = await confirmNewsletter(shop, request);
  const blocks = await shop.call('getBlocks', { identifier: 'index', type: 'immutable' });
  const recommendedProducts = await loadBlockProducts(shop, blocks);
  const page = { blocks, recommendedProducts, newsletterConfirmation };
  // A confirmation answer is personal: never kept by a shared cache.
  return newsletterConfirmation === null ? page : data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * Spec §2: the home page handles the newsletter confirmation link (?newsletterConfirmation=…):
 * the sign-up is confirmed and the page says so, or says the link is no longer valid.
 */
async function confirmNewsletter(shop: ShopRequestContext, request: Request) {
  const token = new URL(request.url).searchParams.get('newsletterConfirmation');
  if (token === null) return null;
  try {
    await shop.call('doConfirmNewsletter', { token: token.slice(0, 200) });
    return 'confirmed' as const;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return 'invalid' as const;
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { blocks, recommendedProducts } = loaderData;
  return (
    <>
      {loaderData.newsletterConfirmation ? (
        <p
          role="status"
          className={`mx-auto mt-6 max-w-3xl rounded-md p-4 ${
            loaderData.newsletterConfirmation === 'confirmed'
              ? 'bg-green-50 text-green-900'
              : 'border border-amber-300 bg-amber-50 text-amber-950'
          }`}
        >
          {t(
            loaderData.newsletterConfirmation === 'confirmed'
              ? 'newsletter.confirmed'
              : 'storefrontError.newsletter.confirmationInvalid',
          )}
        </p>
      ) : null}
      {blocksHaveHeading(blocks) ? null : <h1 className="sr-only">{t('meta.siteName')}</h1>}
      <PageBlocks
        blocks={blocks}
        recommendedProducts={recommendedProducts}
        editable={{ identifier: 'index', entityType: 'immutable' }}
        parts={shopBlockParts}
      />
    </>
  );
}
