import { lookupTranslation } from '../i18n/translation-lookup';
import { fillPlaceholders } from '../i18n/translator';
import type { Locale } from '../i18n/locales';
import { shopText, translationTrees as trees } from '../i18n/shop-texts';
import type { OutgoingMail } from './mailer.server';
import { escapeHtml } from './escape-html';
import { formatCalendarDay, formatMoney } from '../i18n/format';

/** A line of a mail's table (an order's items and sums): label and value, both plain text. */
export interface MailRow {
  label: string;
  value: string;
  /** Set off as a sum (bold, with a rule above). */
  strong?: boolean;
}

/**
 * A mail of one heading, paragraphs and an optional button, as HTML and as plain text. Values
 * (names typed by the customer) are escaped in the HTML: a name is never markup. The texts are
 * `mail.<kind>.*`; the order mails (core/orders/order-mails.ts) are composed with it too.
 */
export function composeMail(
  locale: Locale,
  kind: string,
  to: string,
  values: Record<string, string | number>,
  link?: string,
  rows: MailRow[] = [],
  /** A second, plain link after the button (the order mail's "Vertrag widerrufen"). */
  secondary?: { label: string; url: string },
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
    ...(paragraphs.includes('body') ? [text(`${kind}.body`), ''] : []),
    ...(rows.length > 0 ? [...rows.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...(paragraphs.includes('note') ? [text(`${kind}.note`), ''] : []),
    ...(link ? [`${text(`${kind}.action`)}: ${link}`, ''] : []),
    ...(secondary ? [`${secondary.label}: ${secondary.url}`, ''] : []),
    text('signature'),
  ].join('\n');
  const rich = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${html(`${kind}.greeting`)}</p>
${paragraphs.includes('body') ? `<p>${html(`${kind}.body`)}</p>` : ''}
${rows.length > 0 ? mailTable(rows) : ''}
${paragraphs.includes('note') ? `<p>${html(`${kind}.note`)}</p>` : ''}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e5a6a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${html(`${kind}.action`)}</a></p>` : ''}
${secondary ? `<p><a href="${escapeHtml(secondary.url)}">${escapeHtml(secondary.label)}</a></p>` : ''}
<p>${html('signature')}</p>
</body></html>`;
  return { kind, to, subject: text(`${kind}.subject`), text: plain, html: rich };
}

function mailTable(rows: MailRow[]): string {
  const cells = rows
    .map((row) => {
      const style = row.strong ? 'font-weight:bold;border-top:1px solid #94a3b8' : '';
      return `<tr><td style="padding:4px 12px 4px 0;${style}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;${style}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table style="border-collapse:collapse;margin:12px 0">${cells}</table>`;
}

/**
 * Someone tried to create an account with an address that has one: its owner is told, with the
 * way to log in (or to a new password). The registration itself answered like any other.
 */
export function accountExistsMail(locale: Locale, to: string, firstName: string, shopUrl: string): OutgoingMail {
  return composeMail(
    locale,
    'accountExists',
    to,
    { name: firstName || to },
    `${shopUrl}${locale === 'en' ? '/en' : ''}/reset-password`,
  );
}

/** The link that confirms a new account's address and logs in (it also welcomes). */
export function accountConfirmationMail(locale: Locale, to: string, firstName: string, link: string): OutgoingMail {
  return composeMail(locale, 'accountConfirmation', to, { name: firstName || to }, link);
}

/**
 * A customer asked to log in with this address from now on (issue 33): the link confirms it, and
 * until it is opened the account keeps its old address.
 */
export function emailChangeConfirmationMail(
  locale: Locale,
  to: string,
  firstName: string,
  link: string,
  validHours: number,
): OutgoingMail {
  return composeMail(locale, 'emailChangeConfirmation', to, { name: firstName || to, hours: validHours }, link);
}

/**
 * Someone asked to make this address the login of another account, but it has an account of its
 * own: nothing changes, and its owner is told (the request itself answered like any other).
 */
export function emailChangeTakenMail(locale: Locale, to: string, shopUrl: string): OutgoingMail {
  return composeMail(
    locale,
    'emailChangeTaken',
    to,
    { name: to },
    `${shopUrl}${locale === 'en' ? '/en' : ''}/reset-password`,
  );
}

/** To the account's current address: a change of its login to `newEmail` was asked for. */
export function emailChangeNoticeMail(
  locale: Locale,
  to: string,
  firstName: string,
  newEmail: string,
  shopUrl: string,
): OutgoingMail {
  return composeMail(
    locale,
    'emailChangeNotice',
    to,
    { name: firstName || to, email: newEmail },
    `${shopUrl}${locale === 'en' ? '/en' : ''}/my-account/personal-data`,
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

/**
 * An offer for a customer (issue 22): the lines with their prices, the total, the last day to
 * accept it and the shop's note, with the link to the offer's page (only the customer, logged in,
 * can open it).
 */
export function offerMail(
  locale: Locale,
  to: string,
  offer: { id: number; firstName: string; validUntil: string; note: string; totalGross: number },
  lines: Array<{ name: string; quantity: number; priceGross: number }>,
  link: string,
): OutgoingMail {
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const validUntil = formatCalendarDay(offer.validUntil, locale);
  const rows: MailRow[] = [
    ...lines.map((line) => ({
      label: `${line.quantity} × ${line.name}`,
      value: money(line.priceGross * line.quantity),
    })),
    { label: shopText(locale, 'offer.total'), value: money(offer.totalGross), strong: true },
    { label: shopText(locale, 'offer.validUntil'), value: validUntil },
    ...(offer.note ? [{ label: shopText(locale, 'offer.note'), value: offer.note }] : []),
  ];
  return composeMail(
    locale,
    'offer',
    to,
    { name: offer.firstName || to, offerId: offer.id, date: validUntil },
    link,
    rows,
  );
}
