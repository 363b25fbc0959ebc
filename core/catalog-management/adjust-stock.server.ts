import { sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { moveStock } from '../catalog/stock-movements.server';
import type { Database } from '../db/connection.server';
import type { StaffMember } from '../sessions/staff-sign-in';

/**
 * doAdjustStock (issue 37): a correction of a variation's stock by staff (a count, breakage,
 * goods received), recorded with who and why. The change is added to the stock as it is at that
 * moment, so a sale at the same time is never lost; a correction that would take the stock below
 * zero is refused unless the variation may be oversold.
 */
export async function adjustStock(
  db: Database,
  staff: StaffMember,
  input: { variationId: number; change: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const stockAfter = await moveStock(tx, {
      variationId: input.variationId,
      change: input.change,
      reason: 'correction',
      note: input.reason,
      actor: staff.email,
    });
    if (stockAfter === null) {
      const exists = await tx.execute(sql`select 1 from variations where id = ${input.variationId}`);
      if (exists.rows.length === 0) {
        throw new ApiError({
          status: 404,
          key: 'staff.catalogue.variationNotFound',
          message: 'There is no such variation.',
        });
      }
      throw new ApiError({
        status: 409,
        key: 'staff.catalogue.stockBelowZero',
        message: 'The stock would fall below zero.',
        cause: [
          {
            field: `v${input.variationId}-change`,
            message: 'storefrontError.staff.catalogue.stockBelowZero',
            code: 'belowZero',
          },
        ],
      });
    }
    await publishContentChange(tx);
    return { stockAfter };
  });
}
