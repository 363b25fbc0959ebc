import { createContext, use, useContext, type ComponentProps, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { trackedLoader, type TrackedPromise } from '../../lib/tracked-promise';

/**
 * Page views that one route shows only sometimes (the catalog route shows a product page or a
 * category page), loaded as their own chunks so a page ships only the view it shows.
 *
 * Unlike React.lazy, a view whose chunk is already loaded renders synchronously: entry.client loads
 * the views named by the server-rendered `data-page-view` markers before it hydrates, so hydration
 * never waits and never shows a fallback. On a client navigation to a view not loaded yet, the
 * render suspends inside the router's transition: the old page stays until the chunk is there.
 */
// The key is the file's name before "-page-view.tsx": scripts/build-server.mjs finds each view's
// chunks in the Vite manifest by that name.
const viewLoaders = {
  product: () => import('../product/product-page-view'),
  category: () => import('../category/category-page-view'),
  content: () => import('../content-page/content-page-view'),
} as const;

export type PageViewName = keyof typeof viewLoaders;
export const pageViewNames = Object.keys(viewLoaders) as PageViewName[];
type ViewModule<Name extends PageViewName> = Awaited<ReturnType<(typeof viewLoaders)[Name]>>;

type ViewProps<Name extends PageViewName> = ComponentProps<ViewModule<Name>['default']>;

// Each view loaded once; it renders synchronously once there (app/lib/tracked-promise.ts).
const trackedViews = Object.fromEntries(
  pageViewNames.map((name) => [name, trackedLoader(viewLoaders[name] as () => Promise<unknown>)]),
) as Record<PageViewName, () => TrackedPromise<unknown>>;

export function preloadPageView<Name extends PageViewName>(name: Name): TrackedPromise<ViewModule<Name>> {
  return trackedViews[name]() as TrackedPromise<ViewModule<Name>>;
}

/** Loads the views the server rendered into this document (entry.client, before hydrating). */
export function preloadRenderedPageViews(root: ParentNode): Promise<unknown> {
  const names = [...root.querySelectorAll<HTMLElement>('[data-page-view]')].map((element) => element.dataset.pageView);
  return Promise.all(names.filter((name): name is PageViewName => name! in viewLoaders).map(preloadPageView));
}

/**
 * Each view's chunks: on the server from build/page-view-chunks.json (written from the Vite
 * manifest), in the browser the ones the server linked (read before hydrating, so both render
 * the same <head>).
 */
export const PageViewChunksContext = createContext<Partial<Record<string, string[]>>>({});

/** The modulepreload links the server wrote for the page's view (entry.client, before hydrating). */
export function linkedPageViewChunks(root: ParentNode): Partial<Record<string, string[]>> {
  const chunks: Partial<Record<string, string[]>> = {};
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[data-page-view-chunk]')) {
    (chunks[link.dataset.pageViewChunk!] ??= []).push(link.getAttribute('href')!);
  }
  return chunks;
}

/**
 * In <head>: links the chunks of the view the page shows (a route names it with
 * `handle.pageView(data)`) as modulepreload, so the browser fetches them with the route's own
 * modules, not one round trip later.
 */
export function PageViewPreloads({ nonce }: { nonce?: string }) {
  const chunks = useContext(PageViewChunksContext);
  const view = useMatches()
    .map((match) =>
      (match.handle as { pageView?: (data: unknown) => PageViewName } | undefined)?.pageView?.(match.data),
    )
    .findLast(Boolean);
  if (!view) return null;
  return (
    <>
      {(chunks[view] ?? []).map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} data-page-view-chunk={view} />
      ))}
    </>
  );
}

/**
 * Renders a page view by name. The marker element uses `display: contents`, so it adds nothing to
 * the layout or to what assistive technology sees.
 */
export function PageView<Name extends PageViewName>({ name, props }: { name: Name; props: ViewProps<Name> }) {
  const loaded: Promise<ViewModule<Name>> = preloadPageView(name);
  // The name/props pairing is checked at the call site; inside, one loose type serves every view.
  const View = use(loaded).default as ComponentType<object>;
  return (
    <div data-page-view={name} className="contents">
      <View {...(props as object)} />
    </div>
  );
}
