import { lookupTranslation } from '../../app/i18n/resources';
import { fillPlaceholders } from '../../app/i18n/translator';
import type { Locale } from '../i18n/locales';
import { shopText, translationTrees as trees } from '../i18n/shop-texts';
import type { OutgoingMail } from './mailer.server';
import { escapeHtml } from './escape-html';

/**
 * A mail of one heading, paragraphs and an optional button, as HTML and as plain text. Values
 * (names typed by the customer) are escaped in the HTML: a name is never markup.
 */
function composeMail(
  locale: Locale,
  kind: string,
  to: string,
  values: Record<string, string | number>,
  link?: string,
): OutgoingMail {
  const text = (key: string) => shopText(locale, `mail.${key}`, values);
  const html = (key: string) =>
    fillPlaceholders(
      escapeHtml(lookupTranslation(trees[locale], `mail.${key}`) ?? key),
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))])),
    );
  const paragraphs = ['body', 'note'].filter((part) => lookupTranslation(trees[locale], `mail.${kind}.${part}`));
  const plain = [
    text(`${kind}.greeting`),
    '',
    ...paragraphs.flatMap((part) => [text(`${kind}.${part}`), '']),
    ...(link ? [`${text(`${kind}.action`)}: ${link}`, ''] : []),
    text('signature'),
  ].join('\n');
  const rich = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${html(`${kind}.greeting`)}</p>
${paragraphs.map((part) => `<p>${html(`${kind}.${part}`)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e5a6a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${html(`${kind}.action`)}</a></p>` : ''}
<p>${html('signature')}</p>
</body></html>`;
  return { kind, to, subject: text(`${kind}.subject`), text: plain, html: rich };
}

export function welcomeMail(locale: Locale, to: string, firstName: string, shopUrl: string): OutgoingMail {
  return composeMail(
    locale,
    'welcome',
    to,
    { name: firstName || to },
    `${shopUrl}${locale === 'en' ? '/en' : ''}/my-account`,
  );
}

/** Double opt-in (spec: the home page handles the newsletter confirmation link). */
export function newsletterConfirmationMail(locale: Locale, to: string, firstName: string, link: string): OutgoingMail {
  return composeMail(locale, 'newsletterConfirmation', to, { name: firstName || to }, link);
}

export function passwordResetMail(
  locale: Locale,
  to: string,
  firstName: string,
  link: string,
  validMinutes: number,
): OutgoingMail {
  return composeMail(locale, 'passwordReset', to, { name: firstName || to, minutes: validMinutes }, link);
}
