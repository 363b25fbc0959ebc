/**
 * Mollie wants amounts as strings with exactly two decimals ("49.95", never a number); the shop
 * counts integer cents. These two conversions are the only place the formats meet.
 */
export interface MollieAmount {
  currency: string;
  value: string;
}

export function mollieAmount(cents: number, currency: string): MollieAmount {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return { currency, value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
}

/** Cents of a Mollie amount; null for anything that is not "digits.two digits". */
export function centsOfMollieAmount(amount: { value?: unknown } | null | undefined): number | null {
  const value = amount?.value;
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,9})\.(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}
