import { describe, expect, it } from 'vitest';
import {
  cardLabelOf,
  cardOfToken,
  cardProblems,
  cardTokenLifetimeMs,
  cardTokenOf,
  passesLuhn,
} from './sandbox-card-tokens';

const visa = {
  cardHolder: 'Erika Mustermann',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '11/26',
  verificationCode: '123',
};
const now = new Date('2026-11-27T10:00:00Z');

describe("the sandbox's card fields", () => {
  it('take a card whose number passes the Luhn check, valid to the end of its expiry month', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardProblems(visa, now)).toEqual([]);
    expect(cardProblems({ ...visa, expiryDate: '10/26' }, now)).toEqual(['expiryDate']);
    expect(cardProblems({ ...visa, expiryDate: '13/30' }, now)).toEqual(['expiryDate']);
  });

  it('take the expiry as a phone`s number pad types it, without the slash, but not a digit short', () => {
    expect(cardProblems({ ...visa, expiryDate: '1139' }, now)).toEqual([]);
    expect(cardProblems({ ...visa, expiryDate: '1/39' }, now)).toEqual([]);
    expect(cardProblems({ ...visa, expiryDate: '11/2039' }, now)).toEqual([]);
    expect(cardProblems({ ...visa, expiryDate: '10/2026' }, now)).toEqual(['expiryDate']);
    expect(cardProblems({ ...visa, expiryDate: '139' }, now)).toEqual(['expiryDate']);
    expect(cardProblems({ ...visa, expiryDate: '1026' }, now)).toEqual(['expiryDate']);
  });

  it('name a field typed far too long like any other mistake', () => {
    const long = {
      cardHolder: 'E'.repeat(500),
      cardNumber: '4'.repeat(60),
      expiryDate: '1'.repeat(30),
      verificationCode: '1'.repeat(20),
    };
    expect(cardProblems(long, now)).toEqual(['cardHolder', 'cardNumber', 'expiryDate', 'verificationCode']);
  });

  it('name each wrong field, in the order the shopper sees them', () => {
    expect(
      cardProblems(
        { cardHolder: ' ', cardNumber: '4242 4242 4242 4241', expiryDate: 'morgen', verificationCode: '12' },
        now,
      ),
    ).toEqual(['cardHolder', 'cardNumber', 'expiryDate', 'verificationCode']);
    expect(cardProblems({ ...visa, cardHolder: 'Erika\u0000' }, now)).toEqual(['cardHolder']);
    // American Express has a four-digit code.
    const amex = { ...visa, cardNumber: '3782 822463 10005' };
    expect(cardLabelOf('378282246310005')).toBe('American Express');
    expect(cardProblems(amex, now)).toEqual(['verificationCode']);
    expect(cardProblems({ ...amex, verificationCode: '1234' }, now)).toEqual([]);
  });

  it('answer a token that names the card by its last digits only, and that nobody else can make or change', () => {
    const token = cardTokenOf('secret', visa, now.getTime());
    expect(token).toMatch(/^tkn_/);
    expect(token).not.toContain('4242424242424242');
    expect(cardOfToken('secret', token, now.getTime())).toEqual({
      cardHolder: 'Erika Mustermann',
      cardNumber: '4242',
      cardLabel: 'Visa',
    });
    expect(cardOfToken('another key', token, now.getTime())).toBeNull();
    const [payload, signature] = token.slice(4).split('.');
    const changed = Buffer.from(
      JSON.stringify({ h: 'Mallory', l: '0000', b: 'Visa', x: now.getTime() + 1e9 }),
    ).toString('base64url');
    expect(cardOfToken('secret', `tkn_${changed}.${signature}`, now.getTime())).toBeNull();
    expect(cardOfToken('secret', `tkn_${payload}.${'A'.repeat(32)}`, now.getTime())).toBeNull();
    expect(cardOfToken('secret', 'tkn_x', now.getTime())).toBeNull();
    // Short-lived, like Mollie's.
    expect(cardOfToken('secret', token, now.getTime() + cardTokenLifetimeMs + 1)).toBeNull();
  });
});
