import { shopEvents, shopEventsSince, type ShopEventName } from '../../lib/shop-events';
import { ga4EventOf } from './ga4-events';
import { reportedPurchasesStorage } from '../../../core/consent/shop-cookies';

/**
 * Google Analytics 4 in the browser, loaded only after the visitor allowed it (consent mode v2,
 * "basic": before consent nothing of Google's is loaded, so nothing is sent and no cookie is set).
 * The local stand-in (GA4_MEASUREMENT_ID=G-LOCAL…) loads the shop's own script instead of
 * Google's; it reads the same dataLayer commands, so the tests run the code a real shop runs.
 */
export interface AnalyticsSettings {
  measurementId: string;
  mode: 'google' | 'local';
}

export interface AnalyticsConsent {
  /** analytics_storage: the GA4 service itself. */
  analytics: boolean;
  /** ad_storage, ad_user_data, ad_personalization: the whole marketing category. */
  ads: boolean;
}

type AnalyticsWindow = Window & { dataLayer?: unknown[]; [disableFlag: `ga-disable-${string}`]: boolean };

function gtag(..._command: unknown[]) {
  const target = window as unknown as AnalyticsWindow;
  // gtag.js reads Arguments objects from the dataLayer, not arrays.
  // eslint-disable-next-line prefer-rest-params
  (target.dataLayer ??= []).push(arguments);
}

const consentState = (consent: AnalyticsConsent) => {
  const of = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: of(consent.analytics),
    ad_storage: of(consent.ads),
    ad_user_data: of(consent.ads),
    ad_personalization: of(consent.ads),
  };
};

function scriptUrl(settings: AnalyticsSettings) {
  const id = encodeURIComponent(settings.measurementId);
  return settings.mode === 'google'
    ? `https://www.googletagmanager.com/gtag/js?id=${id}`
    : `/analytics-collector/gtag.js?id=${id}`;
}

let loadedFor: string | null = null;

/** Starts (or updates) GA4 with the visitor's consent; safe to call again after each change. */
function grantAnalytics(settings: AnalyticsSettings, consent: AnalyticsConsent, nonce: string | undefined) {
  const target = window as unknown as AnalyticsWindow;
  target[`ga-disable-${settings.measurementId}`] = false;
  if (loadedFor !== settings.measurementId) {
    loadedFor = settings.measurementId;
    gtag('consent', 'default', { ...consentState({ analytics: false, ads: false }), wait_for_update: 500 });
    gtag('consent', 'update', consentState(consent));
    gtag('js', new Date());
    gtag('config', settings.measurementId, { send_page_view: true });
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl(settings);
    if (nonce) script.nonce = nonce;
    document.head.append(script);
    return;
  }
  gtag('consent', 'update', consentState(consent));
}

/** A withdrawn consent: Google is told at once, GA4 stops sending and its cookies go. */
export function revokeAnalytics(measurementId: string) {
  if (loadedFor === measurementId) gtag('consent', 'update', consentState({ analytics: false, ads: false }));
  (window as unknown as AnalyticsWindow)[`ga-disable-${measurementId}`] = true;
  removeAnalyticsCookies();
  try {
    localStorage.removeItem(reportedPurchasesStorage.key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * Starts GA4 with consent and sends the shop's events: first those of this page since `since`
 * (performance.now(); they happened while this module loaded), then each as it comes. Answers
 * the function that stops the sending.
 */
export function startAnalytics(settings: AnalyticsSettings, nonce: string | undefined, since: number): () => void {
  // GA4 is the marketing category's service: its consent grants the ad_* types as well.
  grantAnalytics(settings, { analytics: true, ads: true }, nonce);
  for (const { name, payload } of shopEventsSince(since)) sendShopEvent(name, payload);
  return shopEvents.on('*', ({ event, ...payload }) => sendShopEvent(event as ShopEventName, payload));
}

/** GA4's cookies (_ga, _ga_<id>) on this host and on its parent domains, where gtag puts them. */
function removeAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
  const parts = location.hostname.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, index) => `; domain=.${parts.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

/** Sends one shop event; a purchase only once per order, even when its confirmation is shown again. */
function sendShopEvent(name: ShopEventName, payload: Record<string, unknown>) {
  const event = ga4EventOf(name, payload);
  if (!event) return;
  const [eventName, params] = event;
  if (eventName === 'purchase' && !firstPurchaseOf(String(params.transaction_id))) return;
  gtag('event', eventName, params);
}

function firstPurchaseOf(transactionId: string): boolean {
  const { key, maxAgeSeconds } = reportedPurchasesStorage;
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as { savedAt?: number; orders?: string[] } | null;
    // Kept no longer than the consent list says: an older list is forgotten.
    const sent = kept && Date.now() - (kept.savedAt ?? 0) < maxAgeSeconds * 1000 ? (kept.orders ?? []) : [];
    if (sent.includes(transactionId)) return false;
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), orders: [...sent.slice(-49), transactionId] }));
  } catch {
    // Storage blocked: the purchase may then be counted again on a later visit.
  }
  return true;
}
