import type { Calls } from '../../../core/call-registry.server';
import type { CallOutput } from '../../../core/api/registry';

/** The checkout as getCheckout answers it (types only: no server code reaches the browser). */
export type CheckoutView = CallOutput<Calls['getCheckout']>;
export type SavedAddress = NonNullable<CheckoutView['billingAddress']>;
export type BookAddress = CallOutput<Calls['getAddresses']>[number];
export type Country = CallOutput<Calls['getCountries']>[number];
