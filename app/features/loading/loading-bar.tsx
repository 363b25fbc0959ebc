import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFetchers, useNavigation } from 'react-router';
import { loadingState, type LoadingSnapshot } from '../../lib/loading-state';

/** Spec §2/§9: throttle 200 ms, duration 2000 ms, height 3 px, error colour. */
export const loadingBar = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;

const serverSnapshot = (): LoadingSnapshot => 'idle';

/**
 * The top loading bar. It appears only when waiting lasts longer than the throttle, creeps
 * towards the end over the duration, completes when done, and shows red when a call failed.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const calls = useSyncExternalStore(loadingState.subscribe, loadingState.getSnapshot, serverSnapshot);
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle') || calls === 'busy';
  const failed = calls === 'failed';
  const [visible, setVisible] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!busy) {
      const hide = setTimeout(() => setVisible(false), 400);
      return () => clearTimeout(hide);
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setProgress(0);
      setVisible(true);
      const stepPerTick = (100 / loadingBar.durationMs) * 100; // reaches the end after the duration
      tick = setInterval(() => setProgress((value) => Math.min(value + stepPerTick * (1 - value / 110), 95)), 100);
    }, loadingBar.throttleMs);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [busy]);

  if (!visible && !failed) return null;
  const width = busy ? progress : 100;
  return (
    // A labelled region, so even this thin bar sits in a landmark (axe "region": all content in landmarks).
    <section aria-label={t('a11y.loading')} className="pointer-events-none fixed inset-x-0 top-0 z-50">
      <div
        role="progressbar"
        aria-label={t('a11y.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        data-state={failed ? 'failed' : busy ? 'busy' : 'done'}
        className={`transition-[width] duration-200 ${failed ? 'bg-red-600' : 'bg-primary-600'}`}
        style={{ height: loadingBar.heightPx, width: `${width}%` }}
      />
    </section>
  );
}
