import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import { createI18n } from '../i18n/i18n';
import { provideTranslator } from '../i18n/meta-translators';
import { layoutMeta, pageMeta } from './page-meta';

beforeAll(() => {
  provideTranslator(createI18n('de', de));
  provideTranslator(createI18n('en', en));
});

const rootMatch = {
  id: 'root',
  loaderData: { publicUrl: 'https://spiegelshop.example', robots: { searchResult: 'NOINDEX' } },
};
const argsAt = (url: string, error: unknown = null) => {
  const { pathname, search } = new URL(url, 'https://spiegelshop.example');
  return { location: { pathname, search }, matches: [rootMatch], error };
};
type Link = { rel?: string; hrefLang?: string; href?: string };
/** The links of one kind in a page's head: the language of alternates, the address of the others. */
const links = (descriptors: ReturnType<ReturnType<typeof pageMeta>>, rel: string) =>
  (descriptors as Link[]).filter((link) => link.rel === rel).map((link) => link.hrefLang ?? link.href);
const alternates = (descriptors: ReturnType<ReturnType<typeof pageMeta>>) =>
  (descriptors as Link[]).filter((link) => link.rel === 'alternate').map((link) => [link.hrefLang, link.href]);

describe('pageMeta', () => {
  const productMeta = pageMeta(() => ({
    title: 'Rasierspiegel Luna',
    description: 'Beschlagfreier Spiegel für die Dusche.',
    alternates: { de: '/rasierspiegel-luna_7', en: '/shaving-mirror-luna_7' },
  }));

  it('names the page with the shop, and links the canonical and each language under its own slug', () => {
    const head = productMeta(argsAt('/de/rasierspiegel-luna_7'));
    expect(head).toContainEqual({ title: 'Rasierspiegel Luna | Spiegelshop' });
    expect(head).toContainEqual({ name: 'description', content: 'Beschlagfreier Spiegel für die Dusche.' });
    // The German canonical is the unprefixed address, also when the page was opened under /de.
    expect(links(head, 'canonical')).toEqual(['https://spiegelshop.example/rasierspiegel-luna_7']);
    expect(alternates(head)).toEqual([
      ['de', 'https://spiegelshop.example/rasierspiegel-luna_7'],
      ['en', 'https://spiegelshop.example/en/shaving-mirror-luna_7'],
      ['x-default', 'https://spiegelshop.example/rasierspiegel-luna_7'],
    ]);
  });

  it("uses the editor's canonical link (a path in the page's language, or an absolute URL) and keywords", () => {
    const contentMeta = (canonical: string) =>
      pageMeta(() => ({
        title: 'Care',
        keywords: 'mirror, care',
        canonical,
        alternates: { de: '/pflege', en: '/care' },
      }));
    const english = contentMeta('/guide')(argsAt('/en/care'));
    expect(links(english, 'canonical')).toEqual(['https://spiegelshop.example/en/guide']);
    expect(english).toContainEqual({ name: 'keywords', content: 'mirror, care' });
    expect(links(contentMeta('https://example.org/care')(argsAt('/en/care')), 'canonical')).toEqual([
      'https://example.org/care',
    ]);
    // The language versions stay the page's own.
    expect(alternates(english)).toContainEqual(['de', 'https://spiegelshop.example/pflege']);
  });

  it('leaves out the language a page does not exist in', () => {
    const germanOnly = pageMeta(() => ({ title: 'Aktion', alternates: { de: '/aktion' } }));
    expect(links(germanOnly(argsAt('/aktion')), 'alternate')).toEqual(['de', 'x-default']);
  });

  it("uses the shop's robots setting for a kind of page", () => {
    const searchMeta = pageMeta((_args, { robotsOf }) => ({ title: 'Suche', robots: robotsOf('searchResult') }));
    expect(searchMeta(argsAt('/search?term=spiegel'))).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('links the neighbouring pages of a list, keeping the filters and leaving page 1 without a number', () => {
    const listMeta = pageMeta(() => ({ title: 'Alle Spiegel', pagination: { page: 2, pageCount: 3 } }));
    const head = listMeta(argsAt('/alle-spiegel?facets=11&page=2'));
    expect(links(head, 'prev')).toEqual(['/alle-spiegel?facets=11']);
    expect(links(head, 'next')).toEqual(['/alle-spiegel?facets=11&page=3']);
    const lastPageMeta = pageMeta(() => ({ title: 'Alle Spiegel', pagination: { page: 3, pageCount: 3 } }));
    expect(links(lastPageMeta(argsAt('/alle-spiegel?page=3')), 'next')).toEqual([]);
  });

  it("describes an error page in the page's language instead of the page, kept out of search engines", () => {
    const notFound = productMeta(argsAt('/en/gone_1', notFoundError()));
    expect(notFound).toContainEqual({ title: 'Page not found | Spiegelshop' });
    expect(notFound).toContainEqual({ name: 'robots', content: 'noindex' });
    // No canonical or language versions of an address that failed.
    expect(links(notFound, 'canonical')).toEqual([]);
    expect(links(notFound, 'alternate')).toEqual([]);
    expect(layoutMeta(argsAt('/konto'))).toContainEqual({ title: de.meta.defaultTitle });
  });
});

function notFoundError() {
  // What React Router hands `meta` for a thrown 404 response.
  return { status: 404, statusText: 'Not Found', internal: false, data: null };
}
