import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { findShopFontById, fontMeta } from '../core/design/fonts.server';

/**
 * The editor's fonts, served by the shop (issue 18): /fonts/meta.json (the list the design drawer
 * offers), /fonts/<id>.css (a font's @font-face rules) and /fonts/files/<id>/<file>.woff2. The
 * files come from versioned npm packages, so they are kept for a day by browsers and CDNs.
 */
export function createFontRoutes() {
  const app = new Hono();
  const meta = JSON.stringify(fontMeta());
  const cached = { 'Cache-Control': 'public, max-age=86400' };

  app.get('/meta.json', (c) => c.body(meta, 200, { ...cached, 'Content-Type': 'application/json' }));
  app.get('/:file{[a-z0-9-]+\\.css}', (c) => {
    const font = findShopFontById(c.req.param('file').replace(/\.css$/, ''));
    if (!font) return c.text('Not found', 404);
    return c.body(font.css, 200, { ...cached, 'Content-Type': 'text/css; charset=utf-8' });
  });
  app.get('/files/:id/:file', (c) => {
    const filePath = findShopFontById(c.req.param('id'))?.files.get(c.req.param('file'));
    if (!filePath) return c.text('Not found', 404);
    const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream;
    return c.body(body, 200, { ...cached, 'Content-Type': 'font/woff2' });
  });
  app.all('*', (c) => c.text('Not found', 404));
  return app;
}
