import { describe, expect, it } from 'vitest';
import { orderActionInput } from './order-action-input';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('the staff order forms', () => {
  it('send a transfer in cents with the action key and the version seen', () => {
    expect(
      orderActionInput(
        'recordPayment',
        form({
          amount: '49,90',
          receivedOn: '2026-11-25',
          reference: 'Best. 1001',
          actionKey: 'k-123456789',
          seenVersion: '2',
        }),
        1001,
      ),
    ).toEqual({
      orderId: 1001,
      actionKey: 'k-123456789',
      seenVersion: 2,
      amount: 4990,
      receivedOn: '2026-11-25',
      reference: 'Best. 1001',
    });
  });

  it('leave an amount that is none for the call to refuse at its field', () => {
    expect(orderActionInput('recordPayment', form({ amount: 'zwölf' }), 1)).toMatchObject({ amount: 'zwölf' });
  });

  it('send tracking numbers one per line or comma, and the lines of a refund that have pieces', () => {
    expect(
      orderActionInput('ship', form({ carrier: 'dhl', trackingNumbers: '111\n222, 333', notifyCustomer: 'on' }), 1),
    ).toMatchObject({
      trackingNumbers: ['111', '222', '333'],
      createLabel: false,
      notifyCustomer: true,
    });
    expect(orderActionInput('refund', form({ 'line-7': '2', 'line-8': '0', reason: 'Bruch' }), 1)).toEqual({
      orderId: 1,
      lines: [{ orderLineId: 7, quantity: 2 }],
      includeShipping: false,
      reason: 'Bruch',
      notifyCustomer: false,
    });
  });
});
