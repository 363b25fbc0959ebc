import type { CallOutput } from '../../../core/api/registry';
import type { Calls } from '../../../core/call-registry.server';
import type { FormFailure } from '../../lib/form-result';
import { legalConsents } from '../checkout/legal-consents';

/** An offer as getOffer answers it to its customer (types only: no server code reaches the browser). */
export type OfferView = CallOutput<Calls['getOffer']>;

/** The fields the offer page's two forms post (accept, decline). */
export const offerFields = [
  'billingAddressId',
  'deliveryAddressId',
  'paymentMethodId',
  'shownTotal',
  'shownBillingAddressId',
  'shownDeliveryAddressId',
  ...legalConsents,
  'reason',
] as const;

/** The hidden fields that say which addresses the total shown is for ('' for delivery to the billing address). */
export const shownFieldOf = {
  billingAddressId: 'shownBillingAddressId',
  deliveryAddressId: 'shownDeliveryAddressId',
} as const;

/** What a refused accept or decline answers: the message and everything as typed. */
export type OfferFailure = FormFailure<Record<(typeof offerFields)[number], string>> | null;
