import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { assertLegalConsents, legalConsentsInput, placedOrderAnswer } from '../checkout/checkout-order.server';
import { nextAfterPlacing } from '../checkout/submit-checkout.server';
import { sessionCustomer } from '../customers/session-view.server';
import { mayMail } from '../mail/mail-limits.server';
import { sendOrderConfirmation } from '../orders/order-mail.server';
import { createOfferInput, declineReasonInput } from './offer-form';
import { createOffer, latestOffers } from './offer-creation.server';
import { acceptOffer, declineOffer, offerView, openOffersOf } from './offers.server';
import { offerSearchLimits, searchOfferVariations } from './offer-variations.server';
import { maxColumnInteger } from '../api/column-limits';

/**
 * Offers (issue 22): the customer's page /offer/{offerId}/{accessKey} reads, accepts and declines;
 * the account lists the open ones; editors create them. Only the logged-in customer an offer
 * belongs to may see or take it (spec §6).
 */

const offerKey = {
  offerId: z.coerce.number().int().positive().max(maxColumnInteger),
  accessKey: z.string().min(1).max(200),
};
const id = z.number().int().positive().max(maxColumnInteger);

/** The addresses of the customer's books an offer goes to (0 or absent delivery: to the billing address). */
const offerAddresses = {
  billingAddressId: id,
  deliveryAddressId: z.number().int().min(0).max(maxColumnInteger).optional(),
};

/**
 * getOffer {offerId, accessKey, billingAddressId?, deliveryAddressId?}: the offer, its totals with
 * VAT for the addresses chosen (the first billing address without them), and what accepting it needs.
 */
export const getOffer = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({ ...offerKey, billingAddressId: id.optional(), deliveryAddressId: offerAddresses.deliveryAddressId })
    .strict(),
  handler: (ctx, { offerId, accessKey, ...choice }) => offerView(ctx, offerId, accessKey, choice),
});

/**
 * doAcceptOffer: places the order (addresses of the account, a payment method offered for it, the
 * legal consents as in the checkout) and answers where the customer goes: Mollie or the confirmation.
 */
export const doAcceptOffer = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      ...offerKey,
      ...offerAddresses,
      paymentMethodId: id,
      legalConsents: legalConsentsInput,
      /** The total the page showed: a different one is refused with 409 (§ 312j BGB: no order at a total not seen). */
      shownTotal: z.number().int().min(0).max(maxColumnInteger),
    })
    .strict(),
  async handler(ctx, { legalConsents, ...input }) {
    assertLegalConsents(legalConsents);
    const { placed } = await acceptOffer(ctx, input);
    const answer = await placedOrderAnswer(ctx, placed);
    if (!placed.replayed && (await mayMail(ctx, answer.email))) {
      await sendOrderConfirmation(ctx.services, ctx.locale, answer);
    }
    return nextAfterPlacing(ctx, answer);
  },
});

/** doDeclineOffer {offerId, accessKey, reason?}: the customer does not want it (the reason is optional). */
export const doDeclineOffer = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ ...offerKey, reason: declineReasonInput.optional() }).strict(),
  async handler(ctx, { offerId, accessKey, reason }) {
    await declineOffer(ctx, offerId, accessKey, reason ?? '');
    return { declined: true };
  },
});

/** getOffers: the logged-in customer's open offers (the account page). */
export const getOffers = defineCall({
  kind: 'read',
  access: 'customer',
  input: z.object({}).strict(),
  async handler(ctx) {
    const customer = await sessionCustomer(ctx);
    return customer ? openOffersOf(ctx, customer.id) : [];
  },
});

/** doCreateOffer (editors): a new offer for a customer account, mailed to the customer. */
export const doCreateOffer = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: createOfferInput,
  async handler(ctx, input) {
    return createOffer(ctx.services, input, ctx.staff.email);
  },
});

/** getLatestOffers (editors): the offers made last, with their state. */
export const getLatestOffers = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({}).strict(),
  handler: (ctx) => latestOffers(ctx.services.db),
});

/**
 * getOfferVariations {term} (editors): the variations an offer can quote, found by part of the
 * product's name or article number (the shoppers' search, plus the article numbers), with the
 * variation's attributes and current price, named in the editor's language.
 */
export const getOfferVariations = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({ term: z.string().max(offerSearchLimits.termMaxLength, 'errorMessages.tooLong') }).strict(),
  handler: (ctx, { term }) =>
    searchOfferVariations(ctx.services.db, { term, locale: ctx.locale, now: ctx.services.now() }),
});
