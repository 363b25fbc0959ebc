import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.server';
import { orders } from '../db/order-schema';
import { orderStatus } from '../order-status';
import { recordOrderEvent, systemActor } from '../orders/order-history.server';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { checkVatId, type StoredVatIdCheck } from '../vat/vat-id-checks.server';
import { parseVatId } from '../vat/vat-id';
import {
  findOrderRow,
  notAllowedNow,
  runStaffOrderAction,
  type StaffOrderActionInput,
} from './staff-order-action.server';

type OrderRow = typeof orders.$inferSelect;

/**
 * The VAT id of a tax-free delivery whose check VIES did not answer at the order (issue 39) is asked
 * about again: every hour by the housekeeping, or when a staff member asks. Confirmed, the order
 * may ship; invalid, the staff must act (charge the VAT or cancel) – the order list's filter "VAT id
 * to check" shows both kinds until then. Each outcome that changes the order is in its history.
 */

/** VIES's answer as the order's status of its VAT id (no answer leaves it unconfirmed). */
const statusOf = (check: StoredVatIdCheck): NonNullable<OrderRow['vatIdStatus']> =>
  check.outcome === 'valid' ? 'confirmed' : check.outcome === 'invalid' ? 'invalid' : 'unconfirmed';

async function askVies(services: Services, order: OrderRow): Promise<StoredVatIdCheck> {
  const id = parseVatId(order.buyerVatId);
  // An id that is no VAT id any more (changed by hand in the database) cannot be confirmed.
  if (!id)
    return {
      vatId: order.buyerVatId,
      outcome: 'invalid',
      checkedAt: services.now(),
      traderName: '',
      requestIdentifier: '',
    };
  const check = await checkVatId(services, id, { fresh: true });
  // No client limit applies here (none is given): the kept answer is always a real one.
  return check === 'overLimit'
    ? { vatId: id.vatId, outcome: 'unavailable', checkedAt: services.now(), traderName: '', requestIdentifier: '' }
    : check;
}

async function applyCheck(
  tx: Executor,
  order: OrderRow,
  check: StoredVatIdCheck,
  by: { actor: string; actionKey?: string },
): Promise<OrderRow['vatIdStatus']> {
  // VIES not answering changes nothing: a confirmation or a refusal stands until VIES says otherwise.
  const status = check.outcome === 'unavailable' ? order.vatIdStatus : statusOf(check);
  if (check.outcome !== 'unavailable') {
    await tx
      .update(orders)
      .set({
        vatIdStatus: status,
        vatIdCheckedAt: check.checkedAt,
        ...(status === 'confirmed'
          ? { vatIdRequestIdentifier: check.requestIdentifier, vatIdTraderName: check.traderName }
          : {}),
      })
      .where(eq(orders.id, order.id));
  }
  // The hourly recheck notes only a change; a staff member's check is noted whatever it found.
  if (status !== order.vatIdStatus || by.actor !== systemActor) {
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'vatIdChecked',
      actor: by.actor,
      ...(by.actionKey ? { idempotencyKey: by.actionKey } : {}),
      details: { vatId: order.buyerVatId, outcome: check.outcome, requestIdentifier: check.requestIdentifier },
    });
  }
  return status;
}

const confirmedAlready = () =>
  notAllowedNow('vatIdConfirmedAlready', 'VIES has confirmed the VAT id of this order already.');

/** doRecheckVatId: a staff member asks VIES about the order's VAT id now (not once it is confirmed). */
export async function recheckOrderVatId(services: Services, staff: StaffMember, input: StaffOrderActionInput) {
  const order = await findOrderRow(services.db, input.orderId);
  if (order.vatTreatment !== 'intraCommunitySupply') {
    throw notAllowedNow('noVatIdToCheck', 'The order is no tax-free delivery with a VAT id to check.');
  }
  if (order.vatIdStatus === 'confirmed') throw confirmedAlready();
  // VIES is asked before the order is locked: its answer can take seconds.
  const check = await askVies(services, order);
  return runStaffOrderAction(services.db, staff, input, async (tx, locked, by) => {
    // The hourly recheck may have confirmed it meanwhile.
    if (locked.vatIdStatus === 'confirmed') throw confirmedAlready();
    return { vatIdStatus: await applyCheck(tx, locked, check, by) };
  });
}

/** The housekeeping's part: orders still unconfirmed (not canceled), oldest first, a few per hour. */
export async function recheckUnconfirmedVatIds(services: Services, limit = 50): Promise<number> {
  const waiting = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.vatIdStatus, 'unconfirmed'), ne(orders.statusId, orderStatus.canceled)))
    .orderBy(asc(orders.id))
    .limit(limit);
  const asked = new Map<string, StoredVatIdCheck>();
  let changed = 0;
  for (const order of waiting) {
    const check = asked.get(order.buyerVatId) ?? (await askVies(services, order));
    asked.set(order.buyerVatId, check);
    if (check.outcome === 'unavailable') continue;
    await services.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (locked?.vatIdStatus !== 'unconfirmed') return;
      await applyCheck(tx, locked, check, { actor: systemActor });
      // Staff who saw the order before are told it changed (their next action shows the new state).
      await tx
        .update(orders)
        .set({ version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
      changed += 1;
    });
  }
  return changed;
}
