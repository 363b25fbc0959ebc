import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * Compression of bodies made anew for every request (a shopper's page, a BFF answer): in one
 * synchronous step on the bytes at hand, quickly. Brotli quality 1 packs a page to ~16 KB,
 * quality 6 to ~13 KB in four times the time; a web CompressionStream costs more in stream
 * plumbing than in compressing for answers of a few kilobytes.
 */
export type Encoding = 'br' | 'gzip';

/** The best encoding the browser takes (brotli, then gzip), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function compressQuickly(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const encoded =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
            // A small window and the size up front: the encoder sets up far less.
            [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : zlib.gzipSync(body, { level: 1 });
  return new Uint8Array(encoded.buffer as ArrayBuffer, encoded.byteOffset, encoded.byteLength);
}

/** Smaller answers go as they are: compressing them saves less than it costs. */
const thresholdBytes = 1024;

/** JSON answers (the BFF's) compressed quickly; anything else is left to the general compression. */
export function quickJsonCompression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (
      !response.body ||
      response.headers.has('Content-Encoding') ||
      !(response.headers.get('Content-Type') ?? '').startsWith('application/json')
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const sent = body.byteLength >= thresholdBytes ? compressQuickly(body, encoding) : body;
    c.res = new Response(sent, response);
    // With its length known, the general compression leaves a small answer alone too.
    c.res.headers.set('Content-Length', String(sent.byteLength));
    c.res.headers.append('Vary', 'Accept-Encoding');
    if (sent !== body) c.res.headers.set('Content-Encoding', encoding);
  };
}
