/**
 * The soft-login proof a person typed for an order (spec §6): the last name when one is given,
 * else the postal code. The confirmation page and the withdrawal form ask the same way.
 */
export function orderProof(name: string, postcode: string): { name: string } | { postcode: string } {
  return name.trim() ? { name } : { postcode };
}
