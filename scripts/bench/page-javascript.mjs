// The JavaScript a page makes a first visitor download, measured as the budget test counts it.
import http from 'node:http';
import zlib from 'node:zlib';

/** The bytes of an answer as the server sends it to a browser that takes brotli (not decoded). */
function servedBrotliBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Bytes of the JavaScript a page loads on first visit, gzipped (level 9) and brotli as served (the
 * build's precompressed files; tests/e2e/javascript-budget.spec.ts holds pages to a budget of
 * these): its modulepreload/script tags plus the translation parts of its language that
 * entry.client imports before hydrating (core and the parts named on <html data-translation-parts>).
 */
export async function javascriptOf(base, pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const language = /<html lang="([a-z]+)"/.exec(html)?.[1] ?? 'de';
  const parts = ['core', ...(/data-translation-parts="([a-z ]+)"/.exec(html)?.[1].split(' ') ?? [])];
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const translations = new Set();
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += await servedBrotliBytes(base + url);
    for (const match of body.toString().matchAll(/["'`]\.\/([a-z]{2})-([a-z]+)-[\w-]+\.js["'`]/g)) {
      if (match[1] === language && parts.includes(match[2])) translations.add(`/assets/${match[0].slice(3, -1)}`);
    }
  }
  for (const url of translations) {
    if (urls.has(url)) continue;
    const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    brotli += await servedBrotliBytes(base + url);
  }
  return {
    files: urls.size + translations.size,
    rawBytes: raw,
    gzipBytes: gzip,
    brotliBytes: brotli,
    translationParts: parts,
  };
}
