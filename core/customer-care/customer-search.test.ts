import { describe, expect, it } from 'vitest';
import { customerSearchOf } from './customer-search';

describe('the staff customer search', () => {
  it('reads nothing typed as no search', () => {
    expect(customerSearchOf(undefined)).toEqual({ kind: 'none' });
    expect(customerSearchOf('   ')).toEqual({ kind: 'none' });
  });

  it('reads digits as a customer number and the start of a postal code', () => {
    expect(customerSearchOf(' 10115 ')).toEqual({ kind: 'number', id: 10115, prefix: '10115%' });
  });

  it('reads anything else as the start of an e-mail or a name, lower case, wildcards taken literally', () => {
    expect(customerSearchOf('Anna.B')).toEqual({ kind: 'text', prefix: 'anna.b%' });
    expect(customerSearchOf('50%_off\\')).toEqual({ kind: 'text', prefix: '50\\%\\_off\\\\%' });
  });

  it('does not read a number too long for a customer number as one', () => {
    expect(customerSearchOf('1234567890')).toEqual({ kind: 'text', prefix: '1234567890%' });
  });
});
