import { isApiError } from '../core/api/errors';
import { loadConfig } from '../core/config';
import { shopText } from '../core/i18n/shop-texts';
import { createMailer } from '../core/mail/mailer.server';
import { createOffer } from '../core/offers/offer-creation.server';
import { withShopDatabase } from './shop-database';

/**
 * `npm run offer:create -- --email kunde@example.com --item 1042:40:3990 [--item …] --valid-until
 * 2026-12-31 [--note "…"]`: an offer for a customer account (issue 22), each --item as
 * variationId:quantity:price per piece in cents (gross). The customer gets the mail with the link
 * (with SMTP_URL; otherwise it waits in the outbox, shown on /mailbox). Runs on the embedded
 * database under DATA_DIR (stop the shop first) or on DATABASE_URL.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const itemFlags = args.flatMap((arg, index) => (arg === '--item' && args[index + 1] ? [args[index + 1]!] : []));
const items = itemFlags.map((text) => {
  const [variationId, quantity, priceCents] = text.split(':').map(Number);
  return { variationId: variationId!, quantity: quantity!, priceCents: priceCents! };
});
const email = flag('email');
const validUntil = flag('valid-until');
if (!email || !validUntil || items.length === 0 || items.some((item) => Object.values(item).some(Number.isNaN))) {
  console.error(
    'Usage: npm run offer:create -- --email kunde@example.com --item variationId:quantity:priceCents [--item …] --valid-until YYYY-MM-DD [--note "…"]',
  );
  process.exit(1);
}
try {
  const offer = await withShopDatabase((db, logger) => {
    const config = loadConfig();
    return createOffer(
      { db, config, mailer: createMailer({ db, config, logger }), now: () => new Date() },
      { customerEmail: email, validUntil, note: flag('note') ?? '', items },
      'cli',
    );
  });
  console.log(`Offer ${offer.id} for ${offer.customerEmail} created and mailed: ${offer.link}`);
} catch (error) {
  if (!isApiError(error)) throw error;
  // Each field's problem in the shop's language (the schemas' messages are translation keys).
  const fields = error.causes.map((cause) => `${cause.field}: ${shopText('de', cause.message)}`).join('; ');
  console.error(`Refused: ${error.message}${fields ? ` (${fields})` : ''}`);
  process.exitCode = 1;
}
