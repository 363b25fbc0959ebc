import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { readFile } from 'node:fs/promises';
import { NonceProvider } from './components/nonce-provider';
import { createI18n, loadTranslations } from './i18n/i18n';
import { provideTranslator } from './i18n/translators';
import { TranslatorContext } from './i18n/use-translation';
import { PageViewChunksContext, pageViewNames, preloadPageView } from './lib/page-views';
import { shopContext } from './shop-context';

export const streamTimeout = 5_000;

// One read-only translator per language for the whole process.
const i18nByLocale = {
  de: createI18n('de', await loadTranslations('de')),
  en: createI18n('en', await loadTranslations('en')),
};
provideTranslator(i18nByLocale.de);
provideTranslator(i18nByLocale.en);

// Preact renders the server's page in one pass with no waiting at the root: every page view's
// code is there before the first request.
await Promise.all(pageViewNames.map(preloadPageView));

// The chunks of each page view (app/lib/page-views.tsx), from the production build; the dev server
// has none and the browser loads the views when it needs them.
const pageViewChunks = await readFile(new URL('../page-view-chunks.json', import.meta.url), 'utf8').then(
  (json) => JSON.parse(json) as Partial<Record<string, string[]>>,
  (): Partial<Record<string, string[]>> => ({}),
);

/**
 * Two fix-ups of Preact's streamed document (ADR 0012):
 * - the doctype: Preact writes it only when the page streams in parts, and a page without one
 *   renders in quirks mode;
 * - React Router renders its data stream (<Scripts>'s StreamTransfer) as a sibling of <html>, so
 *   Preact writes that Suspense boundary's markers after </html>, behind the parts that fill it;
 *   the parts find no markers and are dropped before their scripts run. The markers move to the
 *   end of <body>, ahead of the parts. The shell (the first write) still goes out at once.
 */
function documentFixups(): Transform {
  let first = true;
  const rest: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!first) {
        rest.push(chunk);
        callback();
        return;
      }
      first = false;
      if (!/^\s*<!doctype/i.test(chunk.toString('latin1', 0, 32))) this.push('<!DOCTYPE html>');
      callback(null, chunk);
    },
    flush(callback) {
      const text = Buffer.concat(rest).toString('utf8');
      const end = text.lastIndexOf('</html>') + '</html>'.length;
      const trailing = end >= '</html>'.length ? text.slice(end) : '';
      callback(null, trailing ? trailing + text.slice(0, end) : text);
    },
  });
}

/**
 * Streams the page with Preact (ADR 0012): people get the shell at once and the rest as it is
 * ready; bots get the whole document in one piece (for indexing).
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

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const respond = () => {
      // A shell that failed to render reports it in the same turn; only a good one is sent, so
      // React Router can render the error page instead.
      setImmediate(() => {
        if (settled) return;
        settled = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(documentFixups()).pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      });
    };

    const { pipe: pipeInto, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslatorContext value={i18n}>
          <PageViewChunksContext value={pageViewChunks}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PageViewChunksContext>
        </TranslatorContext>
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : respond,
        onAllReady: waitForAll ? respond : undefined,
        onError(error: unknown) {
          if (!settled) {
            settled = true;
            clearTimeout(timeoutId);
            reject(error);
            return;
          }
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const pipe = (target: Transform) => {
      pipeInto(target);
      return target;
    };
  });
}
