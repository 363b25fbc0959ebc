import { signClaims, verifyClaims } from './sandbox-signed-claims';

/**
 * The sandbox's card tokens (the stand-in for Mollie Components, reference §3.5): the card fields
 * send the typed card here, and what comes back is a `tkn_…` token that names the card without
 * its number. The token is signed with the sandbox's own key, so the Payments API can trust it
 * when a payment is created with `cardToken` without keeping anything; like Mollie's, it is
 * short-lived.
 */

export type CardField = 'cardHolder' | 'cardNumber' | 'expiryDate' | 'verificationCode';

export interface TypedCard {
  cardHolder: string;
  cardNumber: string;
  expiryDate: string;
  verificationCode: string;
}

/** What a token says about its card: Mollie's creditcard `details` once paid. */
export interface TokenCard {
  cardHolder: string;
  /** The last four digits. */
  cardNumber: string;
  cardLabel: string;
}

/** A token can be used this long after the shopper typed the card. */
export const cardTokenLifetimeMs = 60 * 60_000;

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's scheme by its number's first digits (the brands the shop names). */
export function cardLabelOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

/**
 * The fields that are wrong, in the order the shopper sees them (empty: the card is fine).
 * A card is valid until the end of its expiry month.
 */
export function cardProblems(card: TypedCard, now = new Date()): CardField[] {
  const problems: CardField[] = [];
  // Letters, spaces, hyphens and apostrophes of any script; no control characters.
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,99}$/u.test(card.cardHolder.trim())) problems.push('cardHolder');
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.push('cardNumber');
  // "MM/YY" or "MM/YYYY" (a browser's autofill), or "MMYY" as a phone's number pad types it (no slash).
  const expiry =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiryDate) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(card.expiryDate);
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]) : 0;
  const endOfMonth = expiry ? Date.UTC(year < 100 ? 2000 + year : year, month, 1) : 0;
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now.getTime()) problems.push('expiryDate');
  const codeLength = cardLabelOf(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(card.verificationCode.trim())) problems.push('verificationCode');
  return problems;
}

/** A token for a card that passed `cardProblems`. */
export function cardTokenOf(secret: string, card: TypedCard, now = Date.now()): string {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const claims = {
    h: card.cardHolder.trim(),
    l: digits.slice(-4),
    b: cardLabelOf(digits),
    x: now + cardTokenLifetimeMs,
  };
  return `tkn_${signClaims(secret, 'card-token', claims)}`;
}

/** The card a token names, or null for a token that is forged, broken or expired. */
export function cardOfToken(secret: string, token: string, now = Date.now()): TokenCard | null {
  if (!token.startsWith('tkn_')) return null;
  const claims = verifyClaims(secret, 'card-token', token.slice(4), now);
  if (!claims) return null;
  return { cardHolder: String(claims.h), cardNumber: String(claims.l), cardLabel: String(claims.b) };
}
