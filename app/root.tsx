import { layoutMeta } from './lib/page-meta';
import { lazy, Suspense, useContext, useEffect, useState, type ComponentType, type HTMLAttributes } from 'react';
import { useTranslation } from './i18n/use-translation';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { splitLocalePath } from '../core/i18n/locales';
import type { Route } from './+types/root';
import type { DesignView } from '../core/design/design-settings';
import './app.css';
import { ErrorPage } from './components/error-page';
import { useNonce } from './components/nonce-provider';
import { LoadingBar } from './features/loading/loading-bar';
import { MiniCart } from './features/cart/mini-cart';
import { NotificationArea } from './features/notifications/notification-area';
import { api, setApiErrorReporter } from './lib/api';
import { showApiError } from './lib/api-error-message';
import { shopEvents } from './lib/shop-events';
import { isChunkLoadError, shouldReloadForChunkError } from './lib/chunk-reload';
import { rootLoaderData } from './lib/root-loader';
import { refuseUnknownLanguage } from './lib/language-segment';
import { RatingStarsSprite } from './components/rating-stars';
import { ConsentBannerPart } from './features/consent/consent-banner-part';
import { AnalyticsBridge } from './features/analytics/analytics-bridge';
import { PwaNotices } from './features/pwa/pwa-notices';
import { EditorLoadingNotice } from './features/editor-entry/editor-loading-notice';
import { shopContext } from './shop-context';
import { partsOfMatches } from './i18n/translation-route';
import { PageViewPreloads } from './features/page-views/page-views';
import { BlockEditorSlot, type EditablePageBlocksProps } from './blocks/block-editor-slot';
import { ensureTranslationParts } from './i18n/browser-translations';
import { useHydrated } from './lib/use-hydrated';
import { useRootData, type RootData } from './lib/root-data';
import { DocumentShopperContext, shopperScriptId, shopperScriptText, useShopper } from './lib/shopper-state';

/** The editor's own chunk (and texts): loaded only for a signed-in editor who turned it on. */
/** The way back into a closed editor: its own small chunk, loaded only for a signed-in editor. */
const OpenEditorButton = lazy(async () => ({
  default: (await import('./features/editor-entry/editor-entry')).OpenEditorButton,
}));

const EditorShell = lazy(async () => {
  const [shell] = await Promise.all([import('./editor/editor-shell'), ensureTranslationParts(['editor'])]);
  return shell;
});

/** A first path segment that is no language is a 404 before anything runs (ADR 0030). */
export const middleware: Route.MiddlewareFunction[] = [refuseUnknownLanguage];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  return rootLoaderData(context.get(shopContext));
}

/**
 * The shell data changes only when the shopper changes something (or switches language, a reload),
 * or when the same address is asked for again: the editor's revalidation after saving the pages
 * (their navigation and names are in the shell). After every change it is read again, a refused
 * one too: a refusal can follow quick changes whose own reading it cut short (the fifth mirror
 * refused for the comparison after four added in a row), and the header would keep a count from
 * before them.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod !== 'GET') return true;
  return currentUrl.href === nextUrl.href;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  const translationParts = partsOfMatches(useMatches()).join(' ');
  const design = useRootData()?.design;
  return (
    <DocumentElement lang={locale} dir="ltr" data-translation-parts={translationParts || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The saved design's, as the web manifest's (core/design/design-settings.ts themeColorOf). */}
        {design ? <meta name="theme-color" content={design.themeColor} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={locale === 'en' ? '/manifest.webmanifest?lang=en' : '/manifest.webmanifest'} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
        <DesignSettingsHead design={design} nonce={nonce} />
        <PageViewPreloads nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <RatingStarsSprite />
        {children}
        <ShopperScript nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </DocumentElement>
  );
}

/**
 * The saved design (issue 18): its custom properties in the page itself, so the first paint has the
 * shop's colours; the chosen font's Latin file preloaded. Nothing for the default design.
 */
function DesignSettingsHead({ design, nonce }: { design: DesignView | undefined; nonce: string | undefined }) {
  if (!design) return null;
  return (
    <>
      {design.font ? (
        <>
          <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={design.font.preloadFile} />
          <link rel="stylesheet" href={design.font.stylesheet} />
        </>
      ) : null}
      {design.css ? (
        <style id="shop-design" nonce={nonce} dangerouslySetInnerHTML={{ __html: `:root{${design.css}}` }} />
      ) : null}
    </>
  );
}

/** The document's shopper for the browser's first render (data, not a script that runs). */
function ShopperScript({ nonce }: { nonce: string | undefined }) {
  const shopper = useContext(DocumentShopperContext);
  return (
    <script
      type="application/json"
      nonce={nonce}
      id={shopperScriptId}
      dangerouslySetInnerHTML={{ __html: shopperScriptText(shopper) }}
    />
  );
}

/**
 * <html> on the server. In the browser Preact renders a document into its <html> element (ADR
 * 0012), so there the root is head and body alone; <html>'s attributes never change on a page.
 */
function DocumentElement({
  children,
  lang,
  ...attributes
}: { children: React.ReactNode } & HTMLAttributes<HTMLElement>) {
  return import.meta.env.SSR ? (
    <html lang={lang} {...attributes}>
      {children}
    </html>
  ) : (
    <>{children}</>
  );
}

export default function App() {
  const { i18n } = useTranslation();
  // Marks the page as running JavaScript (the peer's body.hydrated): browser tests wait for it
  // before clicking things that only JavaScript handles, such as remembering the language.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const shopper = useShopper();
  const rootData = useRootData();
  useEffect(() => {
    api.setCsrfToken(shopper.csrfToken);
    setApiErrorReporter((error) => showApiError(i18n, error));
  }, [i18n, shopper.csrfToken]);
  // Spec §4: a module's clear-cart event deletes the cart (then the page's data is read again).
  const revalidator = useRevalidator();
  useEffect(
    () =>
      shopEvents.on('module:clearCart', () => {
        void api.call('deleteCart', {}).then(() => revalidator.revalidate());
      }),
    [revalidator],
  );

  // The editor mounts after hydration, so the server's HTML stays the shoppers' page.
  const hydrated = useHydrated();
  const [editablePageBlocks, setEditablePageBlocks] = useState<ComponentType<EditablePageBlocksProps> | null>(null);
  // The storefront editor works on the shop's pages, not on the staff area's (issue 36).
  const inStaffArea = useMatches().some((match) => match.id === 'layout/staff');
  const editor = inStaffArea ? null : shopper.editor;

  return (
    <>
      <LoadingBar />
      <BlockEditorSlot value={editablePageBlocks}>
        <Outlet />
      </BlockEditorSlot>
      <MiniCart />
      <NotificationArea />
      <ConsentBannerPart services={rootData?.consent.services ?? []} />
      <AnalyticsBridge settings={rootData?.analytics ?? null} />
      <PwaNotices />
      {editor && !editor.editing && hydrated ? (
        <Suspense fallback={null}>
          <OpenEditorButton />
        </Suspense>
      ) : null}
      {editor?.editing && hydrated ? (
        <Suspense fallback={<EditorLoadingNotice />}>
          <EditorShell editor={editor} onReady={(component) => setEditablePageBlocks(() => component)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The error page's title when this layout's boundary shows one; the shop's default title otherwise. */
export const meta = layoutMeta;

/** Last line of defence: errors that no layout caught (e.g. the shell data failed to load). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (isChunkLoadError(error) && shouldReloadForChunkError(window.location.pathname, window.sessionStorage)) {
      window.location.reload();
    }
  }, [error]);
  return (
    <main id="main-content" className="flex flex-1 items-center justify-center p-6">
      <ErrorPage status={status} />
    </main>
  );
}
