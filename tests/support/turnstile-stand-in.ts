import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Cloudflare Turnstile, on an origin of its own (like challenges.cloudflare.com
 * is another origin than the shop's): its api.js (`turnstile.render`/`remove`), the widget's
 * frame (which hands its token to the page by postMessage, like Cloudflare's), and siteverify,
 * which takes each token it issued once and only with the right secret. The shop points
 * TURNSTILE_SCRIPT_URL and TURNSTILE_VERIFY_URL at it, so the browser test meets the shop's real
 * Content-Security-Policy.
 */
export async function startTurnstileStandIn(options: { siteKey: string; secretKey: string }) {
  const issued = new Set<string>();
  const verifications: Array<{ secret: string | null; response: string | null; success: boolean }> = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(apiScript(origin));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/turnstile/v0/widget') {
      const token = url.searchParams.get('sitekey') === options.siteKey ? randomBytes(24).toString('base64url') : '';
      if (token) issued.add(token);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(widgetPage(token));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/turnstile/v0/siteverify') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const token = form.get('response');
        const success = form.get('secret') === options.secretKey && token !== null && issued.delete(token);
        verifications.push({ secret: form.get('secret'), response: token, success });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    verifications,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What Cloudflare's api.js offers with render=explicit: a widget in a frame of its origin. */
const apiScript = (origin: string) => `(() => {
  const widgets = new Map();
  let next = 0;
  window.addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(origin)}) return;
    for (const widget of widgets.values()) {
      if (widget.frame.contentWindow === event.source) {
        if (event.data && event.data.token) widget.options.callback(event.data.token);
        else widget.options['error-callback']();
      }
    }
  });
  window.turnstile = {
    render(container, options) {
      const id = 'stand-in-' + next++;
      const frame = document.createElement('iframe');
      frame.title = 'Turnstile (stand-in)';
      frame.src = ${JSON.stringify(origin)} + '/turnstile/v0/widget?sitekey=' + encodeURIComponent(options.sitekey);
      frame.style.cssText = 'width: 300px; height: 65px; border: 0';
      container.append(frame);
      widgets.set(id, { frame, options });
      return id;
    },
    remove(id) {
      widgets.get(id)?.frame.remove();
      widgets.delete(id);
    },
  };
})();
`;

/** The widget's frame: it passes at once (a non-interactive widget) and tells the page. */
const widgetPage = (token: string) => `<!doctype html>
<html lang="en"><body><p>${token ? 'Success!' : 'Invalid site key'}</p>
<script>parent.postMessage(${JSON.stringify(token ? { token } : { error: 'invalid sitekey' })}, '*');</script>
</body></html>`;
