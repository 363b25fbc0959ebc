import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import de from '../core/i18n/de.json';
import en from '../core/i18n/en.json';
import { mailOutbox } from '../core/db/customer-schema';
import type { Services } from '../core/services.server';
import { apiLocale, type ShopEnv } from './request-context';
import { escapeHtml } from '../core/mail/escape-html';
import { isLocalRequest } from './local-request';

/** Links in a mail's text become clickable (the reset link is what people come here for). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * `/mailbox`: the outbox as a page, while no SMTP_URL is set (the Quick start has no mail server,
 * yet someone must be able to open the password reset link). It holds reset links, so only the
 * machine itself may see it; anyone else, and every request once SMTP is configured, gets a 404.
 */
export function createMailboxRoute(services: Services) {
  const route = new Hono<ShopEnv>();
  route.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    // Only for a shop on this machine (or one that asked for it with MAILBOX=true), and then
    // only to requests from the machine itself unless MAILBOX=true says otherwise.
    const { mailboxEnabled, MAILBOX } = services.config;
    if (!services.mailer.outboxOnly || !mailboxEnabled || (MAILBOX !== true && !isLocalRequest(c))) {
      return c.notFound();
    }
    const locale = apiLocale(c);
    const texts = (locale === 'en' ? en : de).mailbox;
    const mails = await services.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(30);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    const items = mails
      .map(
        (mail) => `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>${escapeHtml(texts.to)}: ${escapeHtml(mail.to)} · ${escapeHtml(texts.sent)}: ${escapeHtml(date.format(mail.createdAt))}</p>
<pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(texts.title)}</title>
<style nonce="${c.get('nonce')}">body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border-top:1px solid #cbd5e1;padding:1rem 0}pre{white-space:pre-wrap;font:inherit}a{color:#1e4a5a}</style>
</head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.intro)}</p>
${items || `<p>${escapeHtml(texts.empty)}</p>`}
</main></body></html>`);
  });
  return route;
}
