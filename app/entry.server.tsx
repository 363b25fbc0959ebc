import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { readFile } from 'node:fs/promises';
import { NonceProvider } from './components/nonce-provider';
import { createI18n, loadTranslations } from './i18n/i18n';
import { TranslatorContext } from './i18n/use-translation';
import { PageViewModulePreloadContext } from './lib/page-views';
import { shopContext } from './shop-context';

export const streamTimeout = 5_000;

// One read-only translator per language for the whole process.
const i18nByLocale = {
  de: createI18n('de', await loadTranslations('de')),
  en: createI18n('en', await loadTranslations('en')),
};

// The chunks of each page view (app/lib/page-views.tsx), from the production build; the dev server
// has none and the browser loads the views when it needs them.
const pageViewChunks = await readFile(new URL('../page-view-chunks.json', import.meta.url), 'utf8').then(
  (json) => JSON.parse(json) as Partial<Record<string, string[]>>,
  (): Partial<Record<string, string[]>> => ({}),
);

/**
 * Streams the page: people get the shell at once and the rest as it is ready; bots get the whole
 * document in one piece (for indexing).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { locale, nonce } = loadContext.get(shopContext);
  const i18n = i18nByLocale[locale];
  const preloadPageView = (view: string) => {
    for (const href of pageViewChunks[view] ?? []) preloadModule(href, { as: 'script', nonce });
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslatorContext value={i18n}>
          <PageViewModulePreloadContext value={preloadPageView}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PageViewModulePreloadContext>
        </TranslatorContext>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
