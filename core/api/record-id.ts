import { z } from 'zod';
import { maxColumnInteger } from './column-limits';

/**
 * A record's id in a call's input: a whole number, or its digits as text (a form or a query
 * string). Nothing else turns into an id – `true` or `[2]` are refused, never read as 1 or 2 (a
 * coercing schema did, and a fuzzed `{customerId: true}` deleted customer 1).
 */
export const recordId = z
  .union([
    z.number().int().positive().max(maxColumnInteger),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(maxColumnInteger));
