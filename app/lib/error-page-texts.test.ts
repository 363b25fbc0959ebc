import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import { createI18n } from '../i18n/i18n';
import { errorPageDescription, errorPageOffersReload, errorPageTitle } from './error-page-texts';

const german = createI18n('de', de).t;
const english = createI18n('en', en).t;

describe('the error page`s texts', () => {
  it('says a form sent to a page that takes none was refused, not that the server failed', () => {
    expect(errorPageTitle(405, german)).toBe('Diese Seite nimmt keine Formulare an');
    expect(errorPageTitle(405, english)).toBe('This page takes no forms');
    expect(errorPageDescription(405, german, '/warenkorb')).toContain('es wurde nichts gespeichert');
    expect(errorPageDescription(405, english, '/cart')).toContain('nothing was saved');
  });

  it('keeps "Internal Server Error" for the server`s own failures only', () => {
    expect(errorPageTitle(500, german)).toBe('Interner Serverfehler');
    expect(errorPageTitle(502, english)).toBe('Internal Server Error');
    for (const status of [400, 403, 404, 405, 413, 418, 429]) {
      expect(errorPageTitle(status, german), String(status)).not.toBe('Interner Serverfehler');
      expect(errorPageDescription(status, german, '/x'), String(status)).not.toContain('schiefgelaufen');
    }
  });

  it('names the status of a refusal it has no words of its own for', () => {
    expect(errorPageTitle(418, german)).toBe('Fehler 418');
    expect(errorPageTitle(418, english)).toBe('Error 418');
  });

  it('offers a reload everywhere but on an address that does not exist', () => {
    expect(errorPageOffersReload(404)).toBe(false);
    expect(errorPageOffersReload(405)).toBe(true);
    expect(errorPageOffersReload(500)).toBe(true);
  });
});
