import { useEffect, useRef } from 'react';
import { isGranted } from '../../../core/consent/consent-granted';
import { useNonce } from '../../components/nonce-provider';
import { useConsent } from '../../lib/consent-store';
import type * as Ga4Exports from './ga4';
import type { AnalyticsSettings } from './ga4';

let ga4Module: Promise<typeof Ga4Exports> | null = null;
const loadGa4 = () => (ga4Module ??= import('./ga4'));

/**
 * Connects the shop's events to GA4 while, and only while, the visitor allows it (issue 21).
 * Without consent nothing more is loaded; with it the GA4 module loads (its own chunk) and sends
 * the shop's events from the moment consent was given (this page's earlier ones included, when
 * the visitor had allowed it before). A withdrawn consent stops them at once.
 */
export function AnalyticsBridge({ settings }: { settings: AnalyticsSettings | null }) {
  const { choice } = useConsent();
  const nonce = useNonce();
  const measurementId = settings?.measurementId;
  const mode = settings?.mode;
  const allowed = Boolean(measurementId) && isGranted(choice, 'ga4');
  // Allowed when the page came: its events count from its start; allowed here: from now.
  const allowedSince = useRef<number | null>(allowed ? 0 : null);

  useEffect(() => {
    if (!measurementId || !mode) return;
    if (!allowed) {
      allowedSince.current = null;
      // Only a GA4 that ran on this page needs telling; otherwise there is nothing to stop.
      if (ga4Module) void ga4Module.then((ga4) => ga4.revokeAnalytics(measurementId));
      return;
    }
    allowedSince.current ??= performance.now();
    let stop: (() => void) | undefined;
    let active = true;
    void loadGa4().then((ga4) => {
      if (active) stop = ga4.startAnalytics({ measurementId, mode }, nonce, allowedSince.current ?? 0);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [measurementId, mode, allowed, nonce]);
  return null;
}
