import { describe, expect, it } from 'vitest';
import {
  choiceFor,
  consentCookieValue,
  consentServices,
  consentVersion,
  isGranted,
  parseConsentCookie,
} from './consent-choice';

const withAnalytics = consentServices({ analytics: true, sessionDays: 30 });
const withoutAnalytics = consentServices({ analytics: false, sessionDays: 30 });

describe('consent choice', () => {
  it('stores a choice in the cookie and reads the same choice back', () => {
    const choice = choiceFor('save', withAnalytics, ['ga4'], 1_764_000_000_000);
    const value = consentCookieValue(choice, withAnalytics);
    expect(value).toMatch(/^[0-9a-z]+\.ga4\.1764000000$/);
    expect(parseConsentCookie(value, withAnalytics)).toEqual({ granted: ['ga4'], decidedAt: 1_764_000_000_000 });
  });

  it('asks again when the list of services changed (analytics switched on later)', () => {
    expect(consentVersion(withAnalytics)).not.toBe(consentVersion(withoutAnalytics));
    const before = consentCookieValue(choiceFor('acceptAll', withoutAnalytics, [], Date.now()), withoutAnalytics);
    expect(parseConsentCookie(before, withoutAnalytics)).not.toBeNull();
    expect(parseConsentCookie(before, withAnalytics)).toBeNull();
  });

  it('"Nur notwendige" grants nothing, "Alle akzeptieren" every optional service, never an essential one', () => {
    expect(choiceFor('rejectAll', withAnalytics, ['ga4'], 0).granted).toEqual([]);
    expect(choiceFor('acceptAll', withAnalytics, [], 0).granted).toEqual(['installHint', 'ga4']);
    expect(choiceFor('save', withAnalytics, ['session', 'ga4', 'unknown'], 0).granted).toEqual(['ga4']);
  });

  it('reads a forged or broken cookie as no choice, and unknown services as not granted', () => {
    const version = consentVersion(withAnalytics);
    expect(parseConsentCookie(undefined, withAnalytics)).toBeNull();
    expect(parseConsentCookie('', withAnalytics)).toBeNull();
    expect(parseConsentCookie(`${version}.ga4`, withAnalytics)).toBeNull();
    expect(parseConsentCookie(`${version}.ga4.1;evil=1`, withAnalytics)).toBeNull();
    const forged = parseConsentCookie(`${version}.session-admin-ga4-ga4.1`, withAnalytics);
    expect(forged?.granted).toEqual(['ga4']);
    expect(isGranted(forged, 'session')).toBe(false);
    expect(isGranted(null, 'ga4')).toBe(false);
  });
});
