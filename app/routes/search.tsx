import { usePageRobots } from '../components/page-meta';
import { ProductListView } from '../features/category/product-list-view';
import { useTranslation } from '../i18n/use-translation';
import { readListQuery } from '../lib/list-query';
import { shopContext } from '../shop-context';
import type { Route } from './+types/search';

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
  const robots = usePageRobots('searchResult');
  return (
    <ProductListView
      title={term ? t('search.title', { term }) : t('search.titlePlain')}
      data={loaderData}
      trail={[{ name: t('search.titlePlain') }]}
      relevance
      hiddenFields={{ term }}
      emptyText={term ? t('search.noResults', { term }) : t('search.noTerm')}
      robots={robots}
    />
  );
}
