import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './call-registry.server';

/**
 * Every number a BFF call takes has bounds within a 32-bit integer column's: ids, quantities,
 * prices and pages reach PostgreSQL's `integer` columns and parameters, where a larger value is
 * "numeric value out of range" (22003), a 500 instead of the 400 naming the field (issue 33: an
 * offer's quantity, an address's id). A new `z.number()` without `.max()` fails here.
 */
const int32 = { min: -2_147_483_648, max: 2_147_483_647 };

/**
 * Page numbers and sizes of the lists are clamped in code before any query (a shared or hand-edited
 * address must give a page, not a 400): bounded, though their schema cannot say so.
 */
const clampedInCode = new Set(
  ['getFacet', 'getSearch', 'getTag', 'getProductReviews'].flatMap((call) => [`${call}.page`, `${call}.itemsPerPage`]),
);

/**
 * A coupon campaign's version is PostgreSQL's row version (`xmin`, an unsigned 32-bit counter),
 * compared as text: it never meets an integer column, and it may exceed 2^31.
 */
const comparedAsText = new Set(['doSaveCouponCampaign.version']);

type JsonSchema = Record<string, unknown>;

/** The paths of the numbers in a JSON schema that lack a bound within the 32-bit range. */
function unboundedNumbers(schema: unknown, path: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((entry, index) => unboundedNumbers(entry, `${path}[${index}]`));
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const found: string[] = [];
  // A literal (`z.literal(1)`) or a choice of them is bounded by what it lists.
  if ((node.type === 'integer' || node.type === 'number') && node.const === undefined && node.enum === undefined) {
    const maximum = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    const minimum = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    if (maximum === undefined || maximum > int32.max || minimum === undefined || minimum < int32.min) found.push(path);
  }
  for (const [key, value] of Object.entries(node)) {
    const step = key === 'properties' ? path : `${path}.${key}`;
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value))
        found.push(...unboundedNumbers(property, `${step}.${name}`));
    } else if (typeof value === 'object') {
      found.push(...unboundedNumbers(value, step));
    }
  }
  return found;
}

describe('numbers the BFF calls take', () => {
  it('are bounded within a 32-bit integer for every call', () => {
    const unbounded = Object.entries(calls)
      .flatMap(([name, call]) =>
        unboundedNumbers(z.toJSONSchema(call.input, { unrepresentable: 'any', io: 'input' }), name),
      )
      .filter((path) => !clampedInCode.has(path) && !comparedAsText.has(path));
    expect(unbounded).toEqual([]);
  });
});
