import { useEffect, useMemo } from 'react';
import { isGranted } from '../../../core/consent/consent-choice';
import { useNonce } from '../../components/nonce-provider';
import { shopEvents, type ShopEventName } from '../../lib/shop-events';
import { useConsent } from '../consent/consent-store';
import type * as Ga4Module from './ga4';
import type { AnalyticsSettings } from './ga4';

type Ga4Module = typeof Ga4Module;

type PendingEvent = [ShopEventName, Record<string, unknown>];

/**
 * Connects the shop's events to GA4 while, and only while, the visitor allows it (issue 21).
 * Without consent nothing is loaded; with it the GA4 module loads (its own chunk) and the events
 * of the shop follow. Events that happen while it loads wait in a queue; a withdrawn consent
 * stops them at once.
 */
export function AnalyticsBridge({ settings: given }: { settings: AnalyticsSettings | null }) {
  const { choice } = useConsent();
  const nonce = useNonce();
  // The root's data is read again after forms: the same settings must not start GA4 twice.
  const measurementId = given?.measurementId;
  const mode = given?.mode;
  const settings = useMemo(() => (measurementId && mode ? { measurementId, mode } : null), [measurementId, mode]);
  const allowed = settings !== null && isGranted(choice, 'ga4');

  useEffect(() => {
    if (!settings) return;
    if (!allowed) {
      // Only a GA4 that ran on this page needs telling; otherwise there is nothing to stop.
      if (ga4Module) void ga4Module.then((ga4) => ga4.revokeAnalytics(settings));
      return;
    }
    const pending: PendingEvent[] = [];
    let send: ((name: ShopEventName, payload: Record<string, unknown>) => void) | null = null;
    let active = true;
    const leave = shopEvents.on('*', ({ event, ...payload }) => {
      if (send) send(event as ShopEventName, payload);
      else pending.push([event as ShopEventName, payload]);
    });
    void loadGa4().then((ga4) => {
      if (!active) return;
      // GA4 is the marketing category's service: its consent grants the ad_* types as well.
      ga4.grantAnalytics(settings, { analytics: true, ads: true }, nonce);
      send = ga4.sendShopEvent;
      for (const [name, payload] of pending.splice(0)) send(name, payload);
    });
    return () => {
      active = false;
      leave();
    };
  }, [settings, allowed, nonce]);
  return null;
}

let ga4Module: Promise<Ga4Module> | null = null;
const loadGa4 = () => (ga4Module ??= import('./ga4'));
