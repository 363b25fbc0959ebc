import { useEffect } from 'react';
import { shopEvents } from '../lib/shop-events';
import { pageMeta } from '../lib/page-meta';
import { ProductListView } from '../features/category/product-list-view';
import { useTranslation } from '../i18n/use-translation';
import { readListQuery } from '../lib/list-query';
import { shopContext } from '../shop-context';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { t, robotsOf }) => ({
  title: loaderData?.term ? t('search.title', { term: loaderData.term }) : t('search.titlePlain'),
  robots: robotsOf('searchResult'),
  pagination: loaderData?.pagination,
}));

/** /search?term=…: results by relevance, with the same sort and page size as categories. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return context.get(shopContext).call('getSearch', {
    term: query.get('term') ?? '',
    ...readListQuery(query),
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { term } = loaderData;
  // Spec §7: a search event per search (not again for its next page or another sort order).
  useEffect(() => {
    if (term) shopEvents.emit('frontend:search', { searchTerm: term });
  }, [term]);
  return (
    <ProductListView
      title={term ? t('search.title', { term }) : t('search.titlePlain')}
      data={loaderData}
      trail={[{ name: t('search.titlePlain') }]}
      relevance
      hiddenFields={{ term }}
      emptyText={term ? t('search.noResults', { term }) : t('search.noTerm')}
    />
  );
}
