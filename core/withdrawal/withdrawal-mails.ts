import { formatDate } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import type { OutgoingMail } from '../mail/mailer.server';
import type { DeclaredLine, WithdrawalDeclaration } from './withdrawals.server';

/** "25.11.2026, 11:42 Uhr" / "25 November 2026, 11:42": the moment the declaration reached the shop. */
export function declarationMoment(at: Date, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  }).format(at);
  return shopText(locale, 'withdrawal.moment', { date: formatDate(at, locale, 'long'), time });
}

/** The declaration as text lines: what the receipt and the shop's notice both show. */
export function declarationLines(locale: Locale, declaration: WithdrawalDeclaration, lines: DeclaredLine[]): string[] {
  const label = (key: string, value: string) => `${shopText(locale, `withdrawal.receiptFields.${key}`)}: ${value}`;
  const scope =
    declaration.scope === 'all'
      ? shopText(locale, 'withdrawal.scopeAllText')
      : [
          ...lines.map((line) => `- ${line.quantity} × ${line.name}`),
          ...(declaration.itemsDescription ? [declaration.itemsDescription] : []),
        ].join('\n');
  return [
    label('receivedAt', declarationMoment(declaration.declaredAt, locale)),
    label('name', declaration.name),
    ...(declaration.address ? [label('address', declaration.address.replace(/\s*\n\s*/g, ', '))] : []),
    label('email', declaration.email),
    label('orderNumber', declaration.orderNumber),
    ...(declaration.orderedOn ? [label('orderedOn', formatDate(declaration.orderedOn, locale, 'long'))] : []),
    ...(declaration.receivedOn ? [label('receivedOn', formatDate(declaration.receivedOn, locale, 'long'))] : []),
    `${shopText(locale, 'withdrawal.receiptFields.items')}:`,
    scope,
  ];
}

/** Whether the shop checks the declaration before anything follows from it (the order was not proven). */
export interface DeclarationCheck {
  checkedByShop: boolean;
}

/**
 * The receipt on a durable medium (§ 356a BGB): an e-mail at once, with the declaration's
 * content and the date and time it reached the shop (and, when the order was not proven, that the
 * shop checks it and confirms it). Plain text: nothing typed becomes markup.
 */
export function withdrawalReceiptMail(
  declaration: WithdrawalDeclaration,
  lines: DeclaredLine[],
  { checkedByShop }: DeclarationCheck,
): OutgoingMail {
  const locale = declaration.language;
  return {
    kind: 'withdrawalReceipt',
    to: declaration.email,
    subject: shopText(locale, 'mail.withdrawalReceipt.subject', { orderNumber: declaration.orderNumber }),
    text: [
      shopText(locale, 'mail.withdrawalReceipt.greeting', { name: declaration.name }),
      '',
      shopText(locale, 'mail.withdrawalReceipt.body'),
      '',
      ...declarationLines(locale, declaration, lines),
      '',
      ...(checkedByShop ? [shopText(locale, 'mail.withdrawalReceipt.check'), ''] : []),
      shopText(locale, 'mail.withdrawalReceipt.next'),
      '',
      shopText(locale, 'mail.signature'),
    ].join('\n'),
    html: '',
  };
}

/**
 * The shop's notice (in German), with Reply-To the consumer: the order and return it filed, or
 * (not proven) the order its number and e-mail address point to, for staff to check and confirm.
 */
export function withdrawalNoticeMail(
  shopAddress: string,
  declaration: WithdrawalDeclaration,
  lines: DeclaredLine[],
  { checkedByShop }: DeclarationCheck,
): OutgoingMail {
  const locale: Locale = 'de';
  const matched = !declaration.orderId
    ? shopText(locale, 'mail.withdrawalNotice.unmatched')
    : checkedByShop
      ? shopText(locale, 'mail.withdrawalNotice.unproven', { orderId: declaration.orderId })
      : shopText(locale, 'mail.withdrawalNotice.matched', {
          orderId: declaration.orderId,
          returnId: declaration.returnOrderId ?? '–',
        });
  return {
    kind: 'withdrawalNotice',
    to: shopAddress,
    replyTo: declaration.email,
    subject: shopText(locale, 'mail.withdrawalNotice.subject', {
      orderNumber: declaration.orderNumber,
      name: declaration.name,
    }),
    text: [
      shopText(locale, 'mail.withdrawalNotice.intro'),
      matched,
      '',
      ...declarationLines(locale, declaration, lines),
    ].join('\n'),
    html: '',
  };
}
