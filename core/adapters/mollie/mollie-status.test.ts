import { describe, expect, it } from 'vitest';
import { mollieRefundStatuses, refundOutcomeOf } from './mollie-status';

describe("what a Mollie refund's status means for the shop's refund", () => {
  it('refunded is given back; failed and canceled did not go out; the rest is still on its way', () => {
    expect(Object.fromEntries(mollieRefundStatuses.map((status) => [status, refundOutcomeOf(status)]))).toEqual({
      queued: 'pending',
      pending: 'pending',
      processing: 'pending',
      refunded: 'refunded',
      failed: 'failed',
      canceled: 'failed',
    });
  });

  it('waits on a status Mollie may add later rather than guessing', () => {
    expect(refundOutcomeOf('reversed')).toBe('pending');
    expect(refundOutcomeOf('')).toBe('pending');
  });
});
