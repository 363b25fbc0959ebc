import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../i18n/use-locale';
import { ProductListView } from '../features/category/product-list-view';
import { useTranslation } from '../i18n/use-translation';
import { readListQuery } from '../lib/list-query';
import { movedPageRedirect } from '../lib/moved-page';
import { throwRefusalPage } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import type { Route } from './+types/tag';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t, locale, robotsOf }) => {
  if (!loaderData) return {};
  const { tag, pagination } = loaderData;
  return {
    title: t('tag.title', { name: tag.names[locale] }),
    robots: robotsOf('tag'),
    alternates: loaderData.alternates,
    pagination,
  };
});

/**
 * /tag/{slug}: the items with a tag; the slug is the tag's slug in the page's language. A slug
 * the tag had before answers 301 to its address of today.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  try {
    const answer = await context.get(shopContext).call('getTag', {
      slug: params.slug.slice(0, 100),
      ...readListQuery(query),
    });
    const { slugs } = answer.tag;
    return { ...answer, alternates: { de: `/tag/${slugs.de}`, en: `/tag/${slugs.en}` } };
  } catch (error) {
    const moved = movedPageRedirect(error, request);
    if (moved) throw moved;
    throwRefusalPage(error, { notFound: [404] });
    throw error;
  }
}

export default function Tag({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { tag } = loaderData;
  const title = t('tag.title', { name: tag.names[locale] });
  return <ProductListView title={title} data={loaderData} trail={[{ name: title }]} />;
}
