import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consentServices, consentVersion, optionalServices } from './consent-choice';
import { cookieNameMatches, offlineCaches, shopCookies } from './shop-cookies';

describe('the cookie list of the consent settings', () => {
  it('names every cookie of the table under its service, with the lifespan it is set with', () => {
    for (const options of [
      { analytics: true, sessionDays: 30 },
      { analytics: false, sessionDays: 7 },
    ]) {
      const services = consentServices(options);
      const listed = services.flatMap((service) => service.storage.map((name) => ({ name, service })));
      for (const cookie of shopCookies(options)) {
        const entries = listed.filter((entry) => entry.name === cookie.name);
        expect(entries, cookie.name).toHaveLength(1);
        expect(entries[0]!.service.id).toBe(cookie.service);
        expect(entries[0]!.service.lifespanDays * 86_400, cookie.name).toBe(cookie.maxAgeSeconds);
      }
      // What is listed as a cookie is in the table (other storage is named as such).
      const cookieNames = listed.map((entry) => entry.name).filter((name) => !/[ :]/.test(name));
      expect(cookieNames.sort()).toEqual(
        shopCookies(options)
          .map((cookie) => cookie.name)
          .sort(),
      );
    }
    const session = consentServices({ analytics: false, sessionDays: 30 }).find((service) => service.id === 'session');
    expect(session).toMatchObject({ storage: ['sid'], lifespanDays: 30 });
    const language = consentServices({ analytics: false, sessionDays: 30 }).find(
      (service) => service.id === 'language',
    );
    expect(language).toMatchObject({ storage: ['lang'], lifespanDays: 365 });
  });

  it('asks nobody again when only the essential cookies change', () => {
    const services = consentServices({ analytics: true, sessionDays: 30 });
    const fewerEssentials = services.filter((service) => service.id !== 'editorLanguage');
    expect(consentVersion(fewerEssentials)).toBe(consentVersion(services));
    expect(consentVersion(optionalServices(services))).toBe(consentVersion(services));
  });

  it("names the service worker's caches and the install hint as they are kept", () => {
    const services = consentServices({ analytics: false, sessionDays: 30 });
    const offline = services.find((service) => service.id === 'offline')!;
    for (const cache of Object.values(offlineCaches)) {
      expect(offline.storage.some((name) => cookieNameMatches(name.replace('Cache Storage: ', ''), cache.name))).toBe(
        true,
      );
    }
    // The longest a runtime cache keeps an entry (the build's files: 60 days), not a guess.
    expect(offline.lifespanDays).toBe(60);
    expect(services.find((service) => service.id === 'installHint')).toMatchObject({
      storage: ['localStorage: install-hint'],
      lifespanDays: 90,
    });
    // GA4 keeps the orders it reported besides its cookies, no longer than them.
    const ga4 = consentServices({ analytics: true, sessionDays: 30 }).find((service) => service.id === 'ga4');
    expect(ga4).toMatchObject({ storage: ['_ga', '_ga_*', 'localStorage: analytics-purchases'], lifespanDays: 400 });
    // The service worker takes its cache names and limits from the table, so the two cannot drift.
    const worker = readFileSync(new URL('../../app/service-worker/sw.ts', import.meta.url), 'utf8');
    expect(worker).toContain('offlineCaches');
    expect(worker).not.toMatch(/['"]spiegelshop-[a-z]+-v\d/);
  });

  it("matches GA4's cookie family by its pattern only", () => {
    expect(cookieNameMatches('_ga_*', '_ga_LOCALE2E')).toBe(true);
    expect(cookieNameMatches('_ga_*', '_ga')).toBe(false);
    expect(cookieNameMatches('_ga', '_gat')).toBe(false);
  });
});
