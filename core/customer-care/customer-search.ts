/**
 * How the staff's customer search reads what was typed (issue 37): digits alone are a customer
 * number or the start of a postal code; anything else the start of an e-mail address, a last name
 * or a postal code. Case does not matter; LIKE's wildcards are taken literally.
 */
export type CustomerSearch =
  { kind: 'none' } | { kind: 'number'; id: number; prefix: string } | { kind: 'text'; prefix: string };

export function customerSearchOf(search: string | undefined): CustomerSearch {
  const term = (search ?? '').trim().toLowerCase();
  if (term === '') return { kind: 'none' };
  const prefix = `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  if (/^\d{1,9}$/.test(term)) return { kind: 'number', id: Number(term), prefix };
  return { kind: 'text', prefix };
}
