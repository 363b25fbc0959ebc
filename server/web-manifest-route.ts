import { Hono } from 'hono';
import de from '../core/i18n/de.json';
import en from '../core/i18n/en.json';
import { themeColorOf } from '../core/design/design-settings';
import { loadDesignSettings } from '../core/design/design-settings.server';
import type { Services } from '../core/services.server';
import type { ShopEnv } from './request-context';

/**
 * The web manifest (issue 21): what makes the shop installable as an app. Its theme colour is
 * the saved design's (`themeColorOf`, as every page's theme-color), its start page the language's home page
 * (`?lang=en` for the English pages' link).
 */
export function createWebManifestRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  route.get('/manifest.webmanifest', async (c) => {
    const english = c.req.query('lang') === 'en';
    const texts = (english ? en : de).app;
    const design = await loadDesignSettings(services.db);
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(
      JSON.stringify({
        id: '/',
        name: texts.name,
        short_name: texts.shortName,
        description: texts.description,
        lang: english ? 'en' : 'de',
        dir: 'ltr',
        start_url: english ? '/en' : '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: themeColorOf(design),
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      }),
    );
  });
  return route;
}
