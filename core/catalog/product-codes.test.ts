import { describe, expect, it } from 'vitest';
import { gtinProperty, isValidGtin, isValidIsbn } from './product-codes';

describe('product codes', () => {
  it('accepts GTINs with a right check digit, of each length, and names their property', () => {
    expect(gtinProperty('4006381333931')).toBe('gtin13');
    expect(gtinProperty('96385074')).toBe('gtin8');
    expect(gtinProperty('036000291452')).toBe('gtin12');
    expect(gtinProperty('10012345678902')).toBe('gtin14');
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('400638133393')).toBe(false);
    expect(isValidGtin('40063813339a1')).toBe(false);
    expect(gtinProperty('96385075')).toBeNull();
  });

  it('accepts an ISBN-13 of the 978 and 979 ranges only', () => {
    expect(isValidIsbn('9783161484100')).toBe(true);
    expect(isValidIsbn('9791032305690')).toBe(true);
    expect(isValidIsbn('9783161484101')).toBe(false);
    expect(isValidIsbn('4006381333931')).toBe(false);
  });
});
