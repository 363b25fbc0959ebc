import type { Route } from '../../routes/+types/catalog-page';
import { ProductListView } from './product-list-view';

export type CategoryPageData = Extract<Route.ComponentProps['loaderData'], { kind: 'category' }>;

/** A category page with its filters: its own chunk (see app/lib/page-views.tsx). */
export default function CategoryPageView({ facet, trail }: CategoryPageData) {
  return (
    <ProductListView
      title={facet.category.details.name}
      description={facet.category.details.metaDescription || undefined}
      subcategories={facet.category.children}
      data={facet}
      trail={trail}
      facets={facet.facets}
      filters={facet.filters}
    />
  );
}
