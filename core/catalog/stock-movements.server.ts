import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';

export type StockMovementReason = 'initial' | 'correction' | 'sale' | 'cancellation' | 'return';

export interface StockMovement {
  variationId: number;
  /** Pieces added (positive) or taken (negative). */
  change: number;
  reason: StockMovementReason;
  /** Who: a staff member's e-mail, or `system` for the shop itself (a sale, its housekeeping). */
  actor: string;
  orderId?: number | null;
  note?: string;
}

/**
 * Changes a variation's stock and records why, in one statement (issue 37: every change recorded;
 * the order path keeps its statement count). A change that would take the stock below zero is not
 * made unless the variation may be oversold: the answer is then null. Otherwise the stock after it.
 */
export async function moveStock(tx: Executor, movement: StockMovement): Promise<number | null> {
  const result = await tx.execute<{ stock_after: number }>(sql`
    with moved as (
      update variations set stock = stock + ${movement.change}
      where id = ${movement.variationId} and (stock + ${movement.change} >= 0 or allow_oversell)
      returning id, stock
    )
    insert into stock_movements (variation_id, change, stock_after, reason, note, order_id, actor)
    select id, ${movement.change}, stock, ${movement.reason}, ${movement.note ?? ''}, ${movement.orderId ?? null}, ${movement.actor}
    from moved
    returning stock_after`);
  return result.rows[0]?.stock_after ?? null;
}
