import { startMollieRefund } from '../payments/mollie-refunds.server';
import type { Services } from '../services.server';

/**
 * Starts at Mollie the refunds a staff action inserted, after its transaction has committed (so
 * Mollie is never asked for a refund the shop did not record). One Mollie cannot take now stays
 * pending; the housekeeping tries it again (retryPendingMollieRefunds).
 */
export async function startRefunds(services: Services, refundIds: readonly number[]): Promise<void> {
  for (const refundId of refundIds) await startMollieRefund(services, refundId);
}
