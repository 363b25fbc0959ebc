import type { Locale } from '../i18n/locales';
import { shopText } from '../i18n/shop-texts';
import type { OutgoingMail } from '../mail/mailer.server';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber: string;
  locale: Locale;
  sentAt: Date;
}

/**
 * Contact mails are plain text only (issue 20): what a visitor typed is never markup in anyone's
 * mail program. The shop's copy is in German (the shop's own language), with Reply-To the sender.
 */
function details(locale: Locale, message: ContactMessage): string[] {
  const line = (key: string, value: string) => `${shopText(locale, `mail.contactFields.${key}`)}: ${value}`;
  return [
    line('name', message.name),
    line('email', message.email),
    ...(message.orderNumber ? [line('orderNumber', message.orderNumber)] : []),
    line('subject', message.subject || shopText(locale, 'mail.contactFields.noSubject')),
    line('language', message.locale.toUpperCase()),
    '',
    message.message,
  ];
}

export function contactMessageMail(shopAddress: string, message: ContactMessage): OutgoingMail {
  const locale: Locale = 'de';
  const subject = shopText(locale, 'mail.contactMessage.subject', {
    subject: message.subject || shopText(locale, 'mail.contactFields.noSubject'),
    name: message.name,
  });
  return {
    kind: 'contactMessage',
    to: shopAddress,
    replyTo: message.email,
    subject,
    text: [shopText(locale, 'mail.contactMessage.intro'), '', ...details(locale, message)].join('\n'),
    html: '',
  };
}

export function contactCopyMail(message: ContactMessage): OutgoingMail {
  const { locale } = message;
  return {
    kind: 'contactCopy',
    to: message.email,
    subject: shopText(locale, 'mail.contactCopy.subject'),
    text: [
      shopText(locale, 'mail.contactCopy.greeting', { name: message.name }),
      '',
      shopText(locale, 'mail.contactCopy.body'),
      '',
      ...details(locale, message),
      '',
      shopText(locale, 'mail.signature'),
    ].join('\n'),
    html: '',
  };
}
