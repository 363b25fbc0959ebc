import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { CategoryPageData, ListFilters, ListSort } from '../../../core/catalog/category-page.server';
import type { Facets } from '../../../core/catalog/list-facets.server';
import { FilterPanel, ListFormContext } from './filter-panel';
import type { CategoryNode } from '../../../core/catalog/category-tree.server';
import { Breadcrumbs, type Breadcrumb } from '../../components/breadcrumbs';
import { LocalizedLink } from '../../components/localized-link';
import { ProductCard } from '../product/product-card';
import { pageHref, pageLinks } from '../../lib/pagination';
import { useTranslation } from '../../i18n/use-translation';
import { HydrateLater } from '../../components/hydrate-later';

const sortKeys: Record<ListSort, 'nameAsc' | 'nameDesc' | 'priceAsc' | 'priceDesc' | 'relevance'> = {
  relevance: 'relevance',
  'texts.name1_asc': 'nameAsc',
  'texts.name1_desc': 'nameDesc',
  'sorting.price.avg_asc': 'priceAsc',
  'sorting.price.avg_desc': 'priceDesc',
};
const listSorts = Object.keys(sortKeys) as ListSort[];

/**
 * A product list (category, tag or search results): heading, subcategories, sort and page size (a
 * GET form, so the choice is in the URL and works without JavaScript), the grid and page links.
 */
export function ProductListView({
  title,
  description,
  subcategories = [],
  data,
  trail,
  relevance = false,
  hiddenFields = {},
  emptyText,
  facets,
  filters,
}: {
  title: string;
  description?: string;
  subcategories?: CategoryNode[];
  data: CategoryPageData;
  trail: Breadcrumb[];
  /** Offer "relevance" as an order (search results). */
  relevance?: boolean;
  /** Query fields the sort form must keep (e.g. the search term). */
  hiddenFields?: Record<string, string>;
  emptyText?: string;
  /** Category filters; lists without them (search, tags) show sort and page size only. */
  facets?: Facets;
  filters?: ListFilters;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const location = useLocation();
  const { pagination } = data;
  const pageLink = (page: number) => pageHref(location, page);
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1 className="text-3xl font-semibold">{title}</h1>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}

      {subcategories.length > 0 ? (
        <nav aria-label={t('category.subcategories')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((child) => (
              <li key={child.id}>
                <LocalizedLink
                  to={child.url}
                  className="block rounded-full border border-slate-300 px-4 py-2 text-sm hover:border-primary-600"
                >
                  {child.details.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {/* The list form holds only hidden fields; its controls join it with form={formId}, so the
          product cards (with their own add-to-cart forms) are not nested inside it. */}
      <Form method="get" id={formId} preventScrollReset>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </Form>
      <ListFormContext value={formId}>
        <div className={facets ? 'mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]' : 'mt-6'}>
          {facets && filters ? (
            // Small screens: the filters fold away; wide screens always show them beside the list.
            <details className="rounded-lg border border-slate-200 p-4 lg:border-0 lg:p-0 lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
              <summary className="cursor-pointer font-semibold lg:hidden">{t('category.showFilters')}</summary>
              <h2 className="sr-only lg:not-sr-only lg:mb-4 lg:text-lg lg:font-semibold">{t('category.filters')}</h2>
              <div className="mt-4 lg:mt-0">
                <HydrateLater>
                  <FilterPanel facets={facets} filters={filters} />
                </HydrateLater>
                <p className="mt-6 flex flex-wrap gap-3">
                  <button type="submit" form={formId} className="button-primary">
                    {t('category.applyFilters')}
                  </button>
                  <Link to={location.pathname} className="self-center text-sm underline underline-offset-2">
                    {t('category.resetFilters')}
                  </Link>
                </p>
              </div>
            </details>
          ) : null}
          <div>
            <div className="flex flex-wrap items-end gap-4">
              <p className="mr-auto text-slate-700" aria-live="polite">
                {t('category.resultCount', { count: pagination.totalCount })}
              </p>
              <label className="flex flex-col text-sm">
                {t('category.sortLabel')}
                <select
                  name="sort"
                  form={formId}
                  defaultValue={data.sort}
                  className="mt-1 rounded border border-slate-400 px-2 py-2"
                >
                  {listSorts
                    .filter((sort) => relevance || sort !== 'relevance')
                    .map((sort) => (
                      <option key={sort} value={sort}>
                        {t(`category.sort.${sortKeys[sort]}`)}
                      </option>
                    ))}
                </select>
              </label>
              <label className="flex flex-col text-sm">
                {t('category.perPageLabel')}
                <select
                  name="itemsPerPage"
                  form={formId}
                  defaultValue={pagination.itemsPerPage}
                  className="mt-1 rounded border border-slate-400 px-2 py-2"
                >
                  {pagination.perPageOptions.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" form={formId} className="button-secondary">
                {t('category.apply')}
              </button>
            </div>
            {data.products.length === 0 ? (
              <p className="mt-8 text-slate-700">{emptyText ?? t('category.empty')}</p>
            ) : (
              <section aria-label={t('category.products')} className="mt-6">
                <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
                  {data.products.map((card, index) => (
                    <li key={card.itemId}>
                      {/* The first row is above the fold: load it at once (it holds the LCP image). */}
                      <HydrateLater>
                        <ProductCard card={card} eager={index < 4} />
                      </HydrateLater>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </ListFormContext>

      {pagination.pageCount > 1 ? (
        <nav aria-label={t('category.pagination')} className="mt-8">
          <ul className="flex flex-wrap items-center gap-2">
            {pagination.page > 1 ? (
              <li>
                <Link
                  to={pageLink(pagination.page - 1)}
                  rel="prev"
                  className="block rounded border border-slate-300 px-3 py-2"
                >
                  {t('category.previous')}
                </Link>
              </li>
            ) : null}
            {pageLinks(pagination.page, pagination.pageCount).map((page, index) =>
              page === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-700">
                  …
                </li>
              ) : (
                <li key={page}>
                  <Link
                    to={pageLink(page)}
                    aria-label={t('category.page', { number: page })}
                    aria-current={page === pagination.page ? 'page' : undefined}
                    className="block rounded border border-slate-300 px-3 py-2 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white"
                  >
                    {page}
                  </Link>
                </li>
              ),
            )}
            {pagination.page < pagination.pageCount ? (
              <li>
                <Link
                  to={pageLink(pagination.page + 1)}
                  rel="next"
                  className="block rounded border border-slate-300 px-3 py-2"
                >
                  {t('category.next')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
