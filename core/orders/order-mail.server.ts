import { localizePath, type Locale } from '../i18n/locales';
import { newOrderMail, orderConfirmationMail } from './order-mails';
import type { Services } from '../services.server';
import { orderView, type OrderView } from './order-view.server';
import type { orders } from '../db/order-schema';
import type { OutgoingMail } from '../mail/mailer.server';
import { errorFields } from '../logger';

/**
 * The order confirmation mail. The order stands whatever happens here: a mail that cannot be
 * written is logged (the confirmation page has everything too).
 */
export async function sendOrderConfirmation(
  services: Services,
  locale: Locale,
  answer: OrderView & { accessKey: string },
) {
  const { config, mailer, logger } = services;
  const link = `${config.publicUrl}${localizePath(`/confirmation/${answer.order.id}/${answer.accessKey}`, locale)}`;
  // § 356a BGB: the withdrawal function, with the order's key so its items can be chosen.
  const withdrawal = `${config.publicUrl}${localizePath('/cancellation-form', locale)}?order=${answer.order.id}&accessKey=${answer.accessKey}`;
  try {
    // The shop's own people hear of it too (issue 36), in German, with the way to the order.
    const staffLink = `${config.publicUrl}/staff/orders/${answer.order.id}`;
    await mailer.sendAll([
      orderConfirmationMail(locale, answer, link, withdrawal),
      newOrderMail(config.SHOP_ORDERS_EMAIL ?? config.SHOP_CONTACT_EMAIL, answer, staffLink),
    ]);
  } catch (error) {
    logger.error('the order confirmation mail could not be written', {
      orderId: answer.order.id,
      ...errorFields(error),
    });
  }
}

type OrderRow = typeof orders.$inferSelect;

/**
 * A mail about an order after it was placed (reminder, cancellation, payment received, shipped …),
 * in the order's language with the link to its page. The change it tells of stands whatever
 * happens here: a mail that cannot be written is logged.
 */
export async function mailAboutOrder(
  services: Services,
  order: OrderRow,
  compose: (view: OrderView, link: string) => OutgoingMail,
): Promise<void> {
  const { db, config, mailer, logger } = services;
  try {
    const view = await orderView(db, config, order, order.language);
    const link = `${config.publicUrl}${localizePath(`/confirmation/${order.id}/${order.accessKey}`, order.language)}`;
    await mailer.send(compose(view, link));
  } catch (error) {
    logger.error('a mail about an order could not be written', { orderId: order.id, ...errorFields(error) });
  }
}
