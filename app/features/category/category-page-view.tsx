import type { CallOutput } from '../../../core/api/registry';
import type { Calls } from '../../../core/call-registry.server';
import { ProductListView } from './product-list-view';

/** What the catalog route's loader gives a category page (app/routes/catalog-page.tsx). */
export interface CategoryPageData {
  kind: 'category';
  facet: CallOutput<Calls['getFacet']>;
  /** The way from the shop's top to the category; the category itself has no link. */
  trail: Array<{ name: string; url: string | undefined }>;
  /** The category's own path in every language (with its page number). */
  alternates: Record<string, string>;
}

/** A category page with its filters: its own chunk (see app/features/page-views/page-views.tsx). */
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
