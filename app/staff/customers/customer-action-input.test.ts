import { describe, expect, it } from 'vitest';
import { customerActionInput, customerIdOf, isCustomerIntent } from './customer-action-input';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("the customer page's forms", () => {
  it('knows its intents and nothing else', () => {
    expect(isCustomerIntent('block')).toBe(true);
    expect(isCustomerIntent('drop')).toBe(false);
  });

  it('turns each form into its call input', () => {
    expect(customerActionInput('note', form({ note: 'Ruft gern an' }), 7)).toEqual({
      customerId: 7,
      note: 'Ruft gern an',
    });
    expect(customerActionInput('class', form({ customerType: 'business' }), 7)).toEqual({
      customerId: 7,
      business: true,
    });
    expect(customerActionInput('class', form({ customerType: 'private' }), 7)).toEqual({
      customerId: 7,
      business: false,
    });
    expect(customerActionInput('block', form({ blocked: 'true' }), 7)).toEqual({ customerId: 7, blocked: true });
    expect(customerActionInput('block', form({ blocked: 'false' }), 7)).toEqual({ customerId: 7, blocked: false });
    expect(customerActionInput('reset', form({}), 7)).toEqual({ customerId: 7 });
  });

  it('confirms a deletion only with the ticked box', () => {
    expect(customerActionInput('delete', form({ confirm: 'on' }), 7)).toEqual({ customerId: 7, confirm: true });
    expect(customerActionInput('delete', form({}), 7)).toEqual({ customerId: 7, confirm: false });
  });

  it('reads the customer number of the path, or 0', () => {
    expect(customerIdOf('42')).toBe(42);
    expect(customerIdOf('042')).toBe(0);
    expect(customerIdOf('12345678901')).toBe(0);
  });
});
