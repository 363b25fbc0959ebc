import { describe, expect, it } from 'vitest';
import { informationPageSlugs } from './information-page-slugs';
import { locales } from '../i18n/locales';
import { createInformationPages, parseFrontMatter } from './information-pages.server';

describe('parseFrontMatter', () => {
  it('splits the fields from the body', () => {
    expect(parseFrontMatter('---\ntitle: Impressum\nupdated: 2026-11-01\n---\n\n## A\n')).toEqual({
      fields: { title: 'Impressum', updated: '2026-11-01' },
      body: '\n## A\n',
    });
  });
});

describe('information pages', () => {
  const pages = createInformationPages({ cache: false });

  it.each(locales.flatMap((locale) => informationPageSlugs.map((slug) => [locale, slug] as const)))(
    '%s/%s exists with title, description, date and real content',
    async (locale, slug) => {
      const page = await pages.get(locale, slug);
      expect(page).not.toBeNull();
      expect(page!.title.length).toBeGreaterThan(3);
      expect(page!.description.length).toBeGreaterThan(20);
      expect(Number.isNaN(Date.parse(page!.updated))).toBe(false);
      // The page's own <h1> comes from the title; the text starts at <h2>.
      expect(page!.html).not.toMatch(/<h1/);
      expect(page!.html).toMatch(/<h2/);
      expect(page!.html.replace(/<[^>]+>/g, '').length).toBeGreaterThan(600);
    },
  );

  it('German and English pages have the same number of sections', async () => {
    for (const slug of informationPageSlugs) {
      const count = async (locale: 'de' | 'en') => ((await pages.get(locale, slug))!.html.match(/<h2/g) ?? []).length;
      expect(await count('en'), slug).toBe(await count('de'));
    }
  });

  it('does not read outside the pages folder', async () => {
    expect(await pages.get('de', '../../package')).toBeNull();
    expect(await pages.get('de', 'no-such-page')).toBeNull();
  });

  it('the Impressum names the legal basis, the register, the VAT id and consumer arbitration', async () => {
    const html = (await pages.get('de', 'legal-disclosure'))!.html;
    expect(html).toContain('§ 5 DDG');
    expect(html).toMatch(/Handelsregister/);
    expect(html).toMatch(/Umsatzsteuer-Identifikationsnummer/);
    expect(html).toMatch(/Verbraucherschlichtungsstelle/);
    // The EU ODR platform was shut down on 20 July 2025; the link must no longer appear.
    expect(html).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
  });

  it('the cancellation page carries the model withdrawal form', async () => {
    expect((await pages.get('de', 'cancellation-rights'))!.html).toMatch(/Muster-Widerrufsformular/);
    expect((await pages.get('en', 'cancellation-rights'))!.html).toMatch(/Model withdrawal form/);
  });
});
