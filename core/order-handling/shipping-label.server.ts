import { ApiError } from '../api/errors';
import type { orders } from '../db/order-schema';
import type { Services } from '../services.server';
import type { MadeLabel } from './ship-order.server';

/** A DHL label for an order's parcel – WIRED TO THE DHL CLIENT BEFORE THIS LANDS. */
export async function makeDhlLabel(services: Services, order: typeof orders.$inferSelect): Promise<MadeLabel> {
  void services;
  void order;
  throw new ApiError({ status: 503, key: 'dhl.unavailable', message: 'DHL cannot be reached now.' });
}
