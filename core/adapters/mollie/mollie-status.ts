/**
 * Mollie's payment statuses and ids, and the groups the shop decides by (reference §3.2). No
 * server code here: the return pages use the same groups as the core.
 */
export const molliePaymentStatuses = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
] as const;
export type MolliePaymentStatus = (typeof molliePaymentStatuses)[number];

/** Statuses after which a payment never changes again. */
export const finalMollieStatuses: ReadonlySet<string> = new Set(['paid', 'canceled', 'expired', 'failed']);

/** Not decided yet: the money may still come. */
export const undecidedMollieStatuses: ReadonlySet<string> = new Set(['open', 'pending', 'authorized']);

/** The shopper has paid or the money is on its way: an order is placed (payment first) or shown. */
export const moneyComingStatuses: ReadonlySet<string> = new Set(['paid', 'authorized', 'pending']);

/** Ended without the money: the §8 message of the same name (storefrontError.payment.<status>). */
export const failedMollieStatuses: ReadonlySet<string> = new Set(['failed', 'canceled', 'expired']);

/** Payment ids as Mollie writes them; anything else never reaches a URL path or a query. */
export const molliePaymentIdPattern = /^tr_[A-Za-z0-9]{6,40}$/;

/**
 * A refund's statuses (docs.mollie.com/payments/refunds, "Refund statuses"): queued (too little
 * balance) and pending can still be canceled, processing cannot, refunded and failed are final,
 * canceled means it never went out.
 */
export const mollieRefundStatuses = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;
export type MollieRefundStatus = (typeof mollieRefundStatuses)[number];

/** What a Mollie refund's status means for the shop's refund: given back, on its way, or not given. */
export function refundOutcomeOf(status: string): 'refunded' | 'pending' | 'failed' {
  if (status === 'refunded') return 'refunded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  // queued, pending, processing – and a status Mollie may add later: not decided yet.
  return 'pending';
}

/** Refund ids as Mollie writes them. */
export const mollieRefundIdPattern = /^re_[A-Za-z0-9]{6,40}$/;
