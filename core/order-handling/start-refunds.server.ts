import type { Services } from '../services.server';

/**
 * Starts at Mollie the refunds a staff action inserted (after its transaction has committed, so
 * Mollie is never asked for a refund the shop did not record). Until the Mollie refund client is
 * wired in, they stay pending.
 */
export async function startRefunds(services: Services, refundIds: readonly number[]): Promise<void> {
  if (refundIds.length > 0) services.logger.info('refunds wait to be started at Mollie', { refundIds });
}
