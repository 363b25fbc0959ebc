/**
 * Cloudflare Turnstile in the browser, when the shop is configured for it: the script loads on
 * demand (spec §7 "a bot-check script loads on demand using a configured site key").
 */
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** `scriptUrl`: Cloudflare's api.js as the shop is configured (TURNSTILE_SCRIPT_URL). */
function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    const src = new URL(scriptUrl);
    src.searchParams.set('render', 'explicit');
    script.src = src.href;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')));
    script.onerror = () => {
      loading = null;
      reject(new Error('turnstile script failed'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Shows the widget in `container`; `onToken` gets the token, or null when it expires or fails. */
export async function renderTurnstile(
  container: HTMLElement,
  options: { siteKey: string; scriptUrl: string; language: string; onToken: (token: string | null) => void },
): Promise<() => void> {
  const turnstile = await loadTurnstile(options.scriptUrl);
  const widgetId = turnstile.render(container, {
    sitekey: options.siteKey,
    language: options.language,
    callback: (token: string) => options.onToken(token),
    'expired-callback': () => options.onToken(null),
    'error-callback': () => options.onToken(null),
  });
  return () => turnstile.remove(widgetId);
}
