import { Hono } from 'hono';
import { z } from 'zod';
import { shopText } from '../../core/i18n/shop-texts';
import { escapeHtml } from '../../core/mail/escape-html';
import { sandboxProfileId } from '../../core/payments/mollie-components';
import type { ShopEnv } from '../request-context';
import { readJsonBody, scriptValue } from './sandbox-http';
import { cardProblems, cardTokenOf, type CardField } from './sandbox-card-tokens';

/**
 * The sandbox's stand-in for Mollie Components (reference §3.5), under /mollie-sandbox/components/v1:
 * `mollie.js` with Mollie's API (`Mollie(profileId, {locale, testmode})`, `createComponent('card')`,
 * `mount`, `unmount`, `createToken()` → `{token}` or `{error}`), the card frame it mounts, and the
 * token endpoint that frame posts the card to. The card never reaches the shop's page: like
 * Mollie's, the fields live in a frame and only the token comes out.
 */

const fields: CardField[] = ['cardHolder', 'cardNumber', 'expiryDate', 'verificationCode'];
const autocomplete: Record<CardField, string> = {
  cardHolder: 'cc-name',
  cardNumber: 'cc-number',
  expiryDate: 'cc-exp',
  verificationCode: 'cc-csc',
};

const localeOf = (value: string | undefined) => (value?.startsWith('en') ? 'en' : 'de');

// Generous limits: a field typed too long gets its own message from cardProblems, in the
// shopper's language, like any other mistake (the frame's inputs have maxlength besides).
const tokenRequest = z
  .object({
    profileId: z.string().max(60),
    cardHolder: z.string().max(2000),
    cardNumber: z.string().max(2000),
    expiryDate: z.string().max(2000),
    verificationCode: z.string().max(2000),
    locale: z.string().max(10).optional(),
  })
  .strict();

/** What each field of the frame takes at most: the longest name, 19 digits with spaces, "MM / YY", 4 digits. */
const maxLength: Record<CardField, number> = { cardHolder: 100, cardNumber: 23, expiryDate: 7, verificationCode: 4 };

export function createSandboxComponents(tokenSecret: string) {
  const app = new Hono<ShopEnv>();

  app.get('/mollie.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    const titles = {
      de: shopText('de', 'mollieSandbox.card.frameTitle'),
      en: shopText('en', 'mollieSandbox.card.frameTitle'),
    };
    return c.body(componentsScript(titles));
  });

  app.get('/card-frame', (c) => {
    const locale = localeOf(c.req.query('locale'));
    return c.html(cardFramePage(locale, c.req.query('testmode') === 'true', c.get('nonce')));
  });

  app.post('/tokens', async (c) => {
    const parsed = tokenRequest.safeParse(await readJsonBody(c));
    if (!parsed.success) return c.json({ error: { message: 'The request is invalid.' } }, 400);
    const card = parsed.data;
    const text = (key: string) => shopText(localeOf(card.locale), `mollieSandbox.card.${key}`);
    if (card.profileId !== sandboxProfileId) return c.json({ error: { message: text('unknownProfile') } }, 422);
    const problems = cardProblems(card);
    if (problems.length > 0) {
      return c.json(
        {
          error: {
            message: text('checkCard'),
            fields: Object.fromEntries(problems.map((field) => [field, text(`errors.${field}`)])),
          },
        },
        422,
      );
    }
    return c.json({ token: cardTokenOf(tokenSecret, card) }, 201);
  });

  return app;
}

/**
 * The script a page loads instead of js.mollie.com/v1/mollie.js. It speaks to its frame only
 * (its origin, its window), and the frame only to the page that holds it.
 */
function componentsScript(titles: Record<'de' | 'en', string>): string {
  return `/* Spiegelshop's Mollie sandbox: a stand-in for Mollie Components (no real card is charged). */
(function () {
  'use strict';
  var script = document.currentScript;
  var frameUrl = new URL('card-frame', script.src);
  var titles = ${scriptValue(titles)};
  function Mollie(profileId, options) {
    if (typeof profileId !== 'string' || profileId.indexOf('pfl_') !== 0) throw new Error('Mollie: a profile id (pfl_…) is required.');
    options = options || {};
    var locale = String(options.locale || 'en_US');
    var frame = null;
    var pending = {};
    var next = 0;
    window.addEventListener('message', function (event) {
      if (!frame || event.source !== frame.contentWindow || event.origin !== frameUrl.origin) return;
      var data = event.data || {};
      if (data.type === 'mollie-sandbox:height' && typeof data.height === 'number') frame.style.height = Math.ceil(data.height) + 'px';
      if (data.type === 'mollie-sandbox:token' && pending[data.id]) {
        pending[data.id](data.result);
        delete pending[data.id];
      }
    });
    return {
      createComponent: function (type) {
        if (type !== 'card') throw new Error('Mollie sandbox: only the combined "card" component is offered.');
        return {
          mount: function (target) {
            var host = typeof target === 'string' ? document.querySelector(target) : target;
            if (!host) throw new Error('Mollie: the element to mount on does not exist.');
            var url = new URL(frameUrl);
            url.searchParams.set('locale', locale);
            url.searchParams.set('profileId', profileId);
            url.searchParams.set('testmode', String(options.testmode === true));
            frame = document.createElement('iframe');
            frame.src = url.href;
            frame.title = titles[locale.indexOf('en') === 0 ? 'en' : 'de'];
            frame.style.width = '100%';
            frame.style.border = '0';
            frame.style.height = '20rem';
            host.appendChild(frame);
          },
          unmount: function () {
            if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
            frame = null;
            // A token asked for from the removed frame never comes: its promise settles now.
            Object.keys(pending).forEach(function (id) {
              pending[id]({ error: { message: 'The card component was unmounted.' } });
              delete pending[id];
            });
          }
        };
      },
      createToken: function () {
        return new Promise(function (resolve) {
          if (!frame || !frame.contentWindow) return resolve({ error: { message: 'No card component is mounted.' } });
          var id = ++next;
          pending[id] = resolve;
          frame.contentWindow.postMessage({ type: 'mollie-sandbox:createToken', id: id }, frameUrl.origin);
        });
      }
    };
  }
  window.Mollie = Mollie;
})();
`;
}

/** The frame with the card fields: labelled, with autocomplete, its errors beside each field. */
function cardFramePage(locale: 'de' | 'en', testmode: boolean, nonce: string | undefined): string {
  const text = (key: string) => escapeHtml(shopText(locale, `mollieSandbox.card.${key}`));
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const inputs = fields
    .map(
      (field) => `<div class="field"><label for="${field}">${text(field)}</label>
<input id="${field}" name="${field}" maxlength="${maxLength[field]}" autocomplete="${autocomplete[field]}"${field === 'cardHolder' ? '' : ' inputmode="numeric"'} aria-describedby="${field}-error${field === 'expiryDate' ? ' expiryDate-hint' : ''}">
${field === 'expiryDate' ? `<span id="expiryDate-hint" class="hint">${text('expiryHint')}</span>` : ''}<span id="${field}-error" class="error"></span></div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${text('frameTitle')}</title>
<style${nonceAttribute}>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a}form{display:grid;gap:.75rem;padding:2px}
.field{display:grid;gap:.25rem}label{font-weight:600}input{font-size:1rem;padding:.6rem;border:1px solid #475569;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-size:.875rem}.error:empty{display:none}
.hint,.test{font-size:.875rem;color:#334155}.test{margin:0}
</style></head>
<body><form id="card" novalidate>
${inputs}
${testmode ? `<p class="test">${text('testCard')}</p>` : ''}
</form>
<script${nonceAttribute}>
(function () {
  var form = document.getElementById('card');
  var fields = ${scriptValue(fields)};
  var locale = ${scriptValue(locale)};
  var params = new URLSearchParams(location.search);
  function tell(message) { parent.postMessage(message, location.origin); }
  function resize() { tell({ type: 'mollie-sandbox:height', height: document.documentElement.scrollHeight }); }
  new ResizeObserver(resize).observe(document.body);
  resize();
  function show(errors) {
    var first = null;
    fields.forEach(function (name) {
      var input = form.elements[name];
      document.getElementById(name + '-error').textContent = errors[name] || '';
      if (errors[name]) { input.setAttribute('aria-invalid', 'true'); first = first || input; }
      else input.removeAttribute('aria-invalid');
    });
    if (first) first.focus();
  }
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  window.addEventListener('message', function (event) {
    if (event.source !== parent || event.origin !== location.origin) return;
    var data = event.data || {};
    if (data.type !== 'mollie-sandbox:createToken') return;
    var card = { profileId: params.get('profileId') || '', locale: locale };
    fields.forEach(function (name) { card[name] = form.elements[name].value; });
    var answer = function (result) { tell({ type: 'mollie-sandbox:token', id: data.id, result: result }); };
    fetch('tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) })
      .then(function (response) { return response.json(); })
      .then(function (json) {
        show((json.error && json.error.fields) || {});
        answer(json.token ? { token: json.token } : { error: { message: (json.error && json.error.message) || ${scriptValue(shopText(locale, 'mollieSandbox.card.checkCard'))} } });
      }, function () { answer({ error: { message: ${scriptValue(shopText(locale, 'mollieSandbox.card.unreachable'))} } }); });
  });
})();
</script></body></html>`;
}
