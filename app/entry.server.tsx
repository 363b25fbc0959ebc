import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import type { Locale } from '../core/i18n/locales';
import { createLogger, errorFields, type LogLevel } from '../core/logger';
import { readFile } from 'node:fs/promises';
import { NonceProvider } from './components/nonce-provider';
import { createI18n, loadTranslations } from './i18n/i18n';
import { provideTranslator } from './i18n/meta-translators';
import { TranslatorContext } from './i18n/use-translation';
import { documentHtml } from './lib/document-html.server';
import { PageViewChunksContext, pageViewNames, preloadPageView } from './features/page-views/page-views';
import { shopContext } from './shop-context';
import { DocumentShopperContext, type ShopperState } from './lib/shopper-state';
import { personalizePage } from './features/shopper/personalize-page.server';
import { loadConsentBanner } from './features/consent/consent-banner-part';

export const streamTimeout = 5_000;

const logger = createLogger((process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info');

/**
 * Errors of loaders, actions and rendering. React Router would print them whole; a failed query's
 * message holds its parameters (e-mails, names, addresses), so only the class and the place are
 * logged. A page the shopper left is no error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A page the shopper left, or a client's mistake React Router answers itself (a post to a page
  // without a form: 405): no error of the shop.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // The request's own log line names the (redacted) path and the status.
  logger.error('page failed', errorFields(error));
};

// One read-only translator per language for the whole process.
const i18nByLocale = {
  de: createI18n('de', await loadTranslations('de')),
  en: createI18n('en', await loadTranslations('en')),
};
provideTranslator(i18nByLocale.de);
provideTranslator(i18nByLocale.en);

// Every page view's code is there before the first request, so no part of a page waits for its
// code on the server and the markup is the one the browser's first render expects.
await Promise.all([...pageViewNames.map(preloadPageView), loadConsentBanner()]);

// The chunks of each page view (app/features/page-views/page-views.tsx), from the production build; the dev server
// has none and the browser loads the views when it needs them.
const pageViewChunks = await readFile(new URL('../page-view-chunks.json', import.meta.url), 'utf8').then(
  (json) => JSON.parse(json) as Partial<Record<string, string[]>>,
  (): Partial<Record<string, string[]>> => ({}),
);

/**
 * Renders the whole page with Preact before sending it (ADR 0012). React Router's loaders have
 * finished by now, so the wait is the render itself; a page that could not render is an error
 * thrown here, and React Router answers with the error page instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const shop = loadContext.get(shopContext);
  const { locale, nonce } = shop;
  const shopper = await shop.shopper();
  const page = (
    <NonceProvider value={nonce}>
      <TranslatorContext value={i18nByLocale[locale]}>
        <DocumentShopperContext value={shopper}>
          <PageViewChunksContext value={pageViewChunks}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PageViewChunksContext>
        </DocumentShopperContext>
      </TranslatorContext>
    </NonceProvider>
  );
  // Preact's element and React's element types differ only on paper: the aliases make them one.
  const renderStarted = performance.now();
  const rendered = await renderToStringAsync(page as unknown as VNode);
  // The render's own time (after the loaders), for the browser's developer tools and `npm run bench`.
  responseHeaders.set('Server-Timing', `render;dur=${(performance.now() - renderStarted).toFixed(2)}`);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(documentHtml(rendered), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * A cached shared page made the page of one shopper (ADR 0019); the server calls it through the
 * build's entry module, so the parts render with the same components and translations as pages.
 */
export function personalizeDocument(html: Buffer, shopper: ShopperState, page: { locale: Locale; url: string }) {
  return personalizePage(html, shopper, { ...page, i18n: i18nByLocale[page.locale] });
}
