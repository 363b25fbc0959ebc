import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchers, useNavigation } from 'react-router';
import { loadingState } from './loading-state';

/** Spec §2/§9: throttle 200 ms, duration 2000 ms, height 3 px, error colour. */
export const loadingBar = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;

/**
 * The top loading bar. It appears only when waiting lasts longer than the throttle, creeps
 * towards the end over the duration, completes when done and turns red when a call failed.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const calls = useSyncExternalStore(loadingState.subscribe, loadingState.getSnapshot, () => 'idle');
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle') || calls.startsWith('busy');
  const failed = calls.endsWith('failed');
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; tick?: ReturnType<typeof setInterval>; hide?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const current = timers.current;
    if (busy) {
      clearTimeout(current.hide);
      current.show = setTimeout(() => {
        setVisible(true);
        setProgress(0);
        const step = 10_000 / loadingBar.durationMs; // percent per 100 ms tick
        current.tick = setInterval(() => setProgress((value) => Math.min(value + step * (1 - value / 100) * 1.5, 95)), 100);
      }, loadingBar.throttleMs);
    } else {
      clearTimeout(current.show);
      clearInterval(current.tick);
      if (failed) setVisible(true); // a quick failure still shows, in the error colour
      setProgress(100);
      current.hide = setTimeout(() => setVisible(false), failed ? 1000 : 400);
    }
    return () => {
      clearTimeout(current.show);
      clearInterval(current.tick);
    };
  }, [busy, failed]);

  useEffect(() => () => clearTimeout(timers.current.hide), []);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('a11y.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className={`fixed left-0 top-0 z-50 transition-[width] duration-200 ${
        failed ? 'bg-red-600' : 'bg-primary-600'
      }`}
      style={{ height: loadingBar.heightPx, width: `${progress}%` }}
    />
  );
}
