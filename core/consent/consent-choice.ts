/**
 * Cookie consent (§ 25 TDDDG, GDPR; issue 21). What the shop stores on a visitor's device or hands
 * to others is listed here as services in four categories; essential services need no consent,
 * every other one runs only after the visitor said yes to it. Used by the server (it reads the
 * choice from the cookie to render the page) and by the browser (it starts what was allowed).
 */
import type { ConsentChoice } from './consent-granted';
import {
  consentCookie,
  installHintStorage,
  offlineStorage,
  reportedPurchasesStorage,
  shopCookies,
  type ShopCookie,
} from './shop-cookies';

export const consentCategories = ['essential', 'functional', 'marketing', 'externalMedia'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export interface ConsentService {
  /** Short and cookie-safe (letters and digits): it is written into the consent cookie. */
  id: string;
  category: ConsentCategory;
  /** The cookies or storage keys it uses, shown to the visitor. */
  storage: string[];
  /** Days its storage lasts (0 = until the browser closes), shown to the visitor. */
  lifespanDays: number;
}

export { consentCookie };

/**
 * The shop's services; analytics only when a measurement id is configured. The cookies of each,
 * with their lifespans, come from the one table of cookies the shop sets (shop-cookies.ts), as a
 * shop with this configuration sets them (`sessionDays`: ANONYMOUS_SESSION_DAYS).
 */
export function consentServices(options: { analytics: boolean; sessionDays: number }): ConsentService[] {
  const cookies = shopCookies(options);
  const withCookies = (id: ShopCookie['service'], category: ConsentCategory): ConsentService => {
    const own = cookies.filter((cookie) => cookie.service === id);
    return {
      id,
      category,
      storage: own.map((cookie) => cookie.name),
      lifespanDays: Math.max(...own.map((cookie) => cookie.maxAgeSeconds)) / 86_400,
    };
  };
  return [
    withCookies('session', 'essential'),
    withCookies('consent', 'essential'),
    withCookies('language', 'essential'),
    withCookies('editorLanguage', 'essential'),
    {
      id: 'offline',
      category: 'essential',
      storage: offlineStorage.names,
      lifespanDays: offlineStorage.maxAgeSeconds / 86_400,
    },
    {
      id: 'installHint',
      category: 'functional',
      storage: [`localStorage: ${installHintStorage.key}`],
      lifespanDays: installHintStorage.maxAgeSeconds / 86_400,
    },
    ...(options.analytics ? [withStorage(withCookies('ga4', 'marketing'), reportedPurchasesStorage)] : []),
  ];
}

/** A service that keeps something in localStorage besides its cookies (kept no longer than they). */
function withStorage(service: ConsentService, storage: { key: string; maxAgeSeconds: number }): ConsentService {
  return {
    ...service,
    storage: [...service.storage, `localStorage: ${storage.key}`],
    lifespanDays: Math.max(service.lifespanDays, storage.maxAgeSeconds / 86_400),
  };
}

/** The services a visitor decides on (all but the essential ones). */
export function optionalServices(services: ConsentService[]): ConsentService[] {
  return services.filter((service) => service.category !== 'essential');
}

/**
 * A short fingerprint of the list of services a visitor decides on: a stored choice for another
 * list is no choice, so a new optional service (analytics switched on, say) asks the visitor
 * again; essential ones need no consent, and a change among them asks nobody. FNV-1a, the same
 * in Node and in the browser without any crypto API.
 */
export function consentVersion(services: ConsentService[]): string {
  let hash = 0x811c9dc5;
  for (const char of optionalServices(services)
    .map((service) => `${service.id}:${service.category}`)
    .join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export { isGranted, type ConsentChoice } from './consent-granted';

/** The cookie's value: `version.id-id.seconds` (only characters a cookie value may hold). */
export function consentCookieValue(choice: ConsentChoice, services: ConsentService[]): string {
  const allowed = new Set(optionalServices(services).map((service) => service.id));
  const granted = choice.granted.filter((id) => allowed.has(id));
  return [consentVersion(services), granted.join('-'), Math.floor(choice.decidedAt / 1000)].join('.');
}

/** The stored choice, or null when there is none, it is unreadable, or made for another service list. */
export function parseConsentCookie(value: string | undefined, services: ConsentService[]): ConsentChoice | null {
  const match = /^([0-9a-z]{1,8})\.([A-Za-z0-9-]{0,200})\.(\d{1,12})$/.exec(value ?? '');
  if (!match || match[1] !== consentVersion(services)) return null;
  const allowed = new Set(optionalServices(services).map((service) => service.id));
  const granted = match[2] ? match[2].split('-').filter((id) => allowed.has(id)) : [];
  return { granted: [...new Set(granted)], decidedAt: Number(match[3]) * 1000 };
}

/** What the banner's three buttons and the settings form decide. */
export function choiceFor(
  decision: 'acceptAll' | 'rejectAll' | 'save',
  services: ConsentService[],
  chosen: string[],
  now: number,
): ConsentChoice {
  const optional = optionalServices(services).map((service) => service.id);
  const granted =
    decision === 'acceptAll' ? optional : decision === 'rejectAll' ? [] : optional.filter((id) => chosen.includes(id));
  return { granted, decidedAt: now };
}
