/**
 * Amounts staff type in euros ("12,50", "1.234,56", "12.50", "19") as integer cents; null for what
 * is no amount. German and English habits both: the last separator followed by one or two digits
 * is the decimal one, the others group thousands.
 */
export function parseEuroCents(typed: string): number | null {
  const text = typed.replace(/\s|€|EUR/gi, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  // "12,345,6": a separator cannot both group thousands and mark the cents.
  const grouping = /[.,]/.exec(match[1]!)?.[0];
  const decimal = match[2] === undefined ? undefined : text[match[1]!.length];
  if (grouping && decimal && grouping === decimal) return null;
  const euros = Number(match[1]!.replace(/[.,]/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as staff type them back into a field (German "12,50", English "12.50"). */
export function centsForInput(cents: number, locale: 'de' | 'en'): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}
