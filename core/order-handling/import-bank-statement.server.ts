import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/postgres-errors';
import { maxColumnInteger } from '../api/column-limits';
import { ApiError } from '../api/errors';
import type { Executor, Transaction } from '../db/connection.server';
import { bankTransfers } from '../db/order-handling-schema';
import { orders } from '../db/order-schema';
import { orderStatus, orderTypes } from '../order-status';
import { parseCamt053, type StatementEntry } from '../payments/bank-statements/camt-parser';
import { matchStatementEntries, type EntryDecision } from '../payments/bank-statements/statement-matcher';
import type { Services } from '../services.server';
import type { StaffMember } from '../sessions/staff-sign-in';
import { maxImportedStatementBytes } from './bank-statement-rules';
import { addTransferToOrder } from './record-payment.server';

type OrderRow = typeof orders.$inferSelect;

export interface StatementImport {
  recorded: Array<{ orderId: number; amountCents: number; paidInFull: boolean }>;
  unassigned: Array<{ id: number; amountCents: number; reference: string; payerName: string; reason: string }>;
  /** Entries whose transaction was imported before (this file again, or an overlapping one). */
  alreadyImported: number;
  /** Debits, pending entries and entries in another currency: read, never stored. */
  ignored: number;
}

/** Reasons of entries that are no money received in euros: they are not stored at all. */
const notReceived = new Set(['debit', 'notBooked', 'notEuro', 'noAmount']);

const today = () => new Date().toISOString().slice(0, 10);
const transferOf = (entry: StatementEntry) => ({
  amountCents: entry.amountCents,
  receivedOn: entry.bookingDate ?? entry.valueDate ?? today(),
  reference: entry.remittance.slice(0, 500),
  payerName: (entry.debtorName ?? '').slice(0, 200),
  payerIban: (entry.debtorIban ?? '').replace(/\s+/g, '').slice(0, 34),
  source: 'statement' as const,
  statementEntryKey: entry.key,
});

/** What is still open of the sales orders (not canceled) whose number appears anywhere in the entries. */
async function openOrdersNamedIn(services: Services, entries: readonly StatementEntry[]) {
  const numbers = new Set<number>();
  for (const entry of entries) {
    if (entry.direction !== 'credit') continue;
    for (const match of `${entry.remittance} ${entry.endToEndId ?? ''}`.matchAll(/\d{1,10}/g)) {
      const number = Number(match[0]);
      if (number > 0 && number <= 2_147_483_647) numbers.add(number);
    }
  }
  if (numbers.size === 0) return new Map<string, number>();
  const rows = await services.db
    .select({ id: orders.id, totalGross: orders.totalGross, paidCents: orders.paidCents })
    .from(orders)
    .where(
      and(
        inArray(orders.id, [...numbers].slice(0, 5000)),
        eq(orders.typeId, orderTypes.sales),
        ne(orders.statusId, orderStatus.canceled),
      ),
    );
  return new Map(rows.map((row) => [String(row.id), Math.max(0, row.totalGross - row.paidCents)]));
}

async function isCanceledSale(tx: Executor, orderId: number): Promise<boolean> {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > maxColumnInteger) return false;
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.typeId, orderTypes.sales), eq(orders.statusId, orderStatus.canceled)));
  return row !== undefined;
}

type Outcome =
  | { kind: 'recorded'; order: OrderRow; paidInFull: boolean }
  | { kind: 'unassigned'; id: number; reason: string }
  | { kind: 'alreadyImported' };

async function alreadyStored(tx: Transaction, key: string) {
  const [row] = await tx
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(eq(bankTransfers.statementEntryKey, key));
  return Boolean(row);
}

async function storeUnassigned(
  tx: Transaction,
  entry: StatementEntry,
  reason: string,
  actor: string,
): Promise<Outcome> {
  const [row] = await tx
    .insert(bankTransfers)
    .values({ ...transferOf(entry), orderId: null, unassignedReason: reason, recordedBy: actor })
    .onConflictDoNothing({ target: bankTransfers.statementEntryKey })
    .returning({ id: bankTransfers.id });
  return row ? { kind: 'unassigned', id: row.id, reason } : { kind: 'alreadyImported' };
}

/**
 * One entry in its own transaction: a matched one with its order locked (checked again there, as
 * someone may have paid or canceled it meanwhile), the key looked up under that lock, so two
 * imports of the same file at once record it once; the unique key catches what slips through.
 */
async function importEntry(services: Services, decision: EntryDecision, actor: string): Promise<Outcome> {
  const { entry } = decision;
  try {
    return await services.db.transaction(async (tx) => {
      if (decision.status === 'unassigned') {
        // A credit naming a canceled order is money to pay back: staff should see it said so.
        const named = decision.reason === 'unknownOrder' ? decision.orderNumbers[0] : undefined;
        const reason = named && (await isCanceledSale(tx, Number(named))) ? 'orderCanceled' : decision.reason;
        return storeUnassigned(tx, entry, reason, actor);
      }
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, Number(decision.orderNumber)))
        .for('update');
      if (await alreadyStored(tx, entry.key)) return { kind: 'alreadyImported' as const };
      if (!order || order.typeId !== orderTypes.sales) return storeUnassigned(tx, entry, 'unknownOrder', actor);
      if (order.statusId === orderStatus.canceled) return storeUnassigned(tx, entry, 'orderCanceled', actor);
      const open = order.totalGross - order.paidCents;
      if (open <= 0) return storeUnassigned(tx, entry, 'orderPaid', actor);
      if (entry.amountCents > open) return storeUnassigned(tx, entry, 'amountTooHigh', actor);
      const settled = await addTransferToOrder(tx, order, { ...transferOf(entry), recordedBy: actor });
      await tx
        .update(orders)
        .set({ version: sql`${orders.version} + 1` })
        .where(eq(orders.id, order.id));
      return { kind: 'recorded' as const, order: settled.order, paidInFull: settled.paidInFull };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'alreadyImported' };
    throw error;
  }
}

/**
 * Imports a CAMT.053 statement (issue 36, doImportBankStatement): every credit whose reference
 * names an open order and fits what is still open is recorded as that order's payment; other
 * credits are stored unassigned with the matcher's reason, for staff to assign by hand; entries
 * imported before are counted, never recorded again. `onPaidInFull` runs after an entry's commit.
 */
export async function importBankStatement(
  services: Services,
  staff: StaffMember,
  statement: string,
  onPaidInFull: (order: OrderRow) => Promise<void>,
): Promise<StatementImport> {
  if (Buffer.byteLength(statement, 'utf8') > maxImportedStatementBytes) {
    throw new ApiError({ status: 413, key: 'staff.bankStatements.tooLarge', message: 'The statement is too large.' });
  }
  const parsed = parseCamt053(statement);
  if (!parsed.ok) {
    const key = parsed.error.replace(/^bankStatement/, '');
    throw new ApiError({
      status: 400,
      key: `staff.bankStatements.${key.charAt(0).toLowerCase()}${key.slice(1)}`,
      message: 'This file is no CAMT.053 bank statement.',
    });
  }
  const entries = parsed.statement.entries;
  const keys = [...new Set(entries.map((entry) => entry.key))];
  const known = new Set<string>();
  for (let start = 0; start < keys.length; start += 1000) {
    const rows = await services.db
      .select({ key: bankTransfers.statementEntryKey })
      .from(bankTransfers)
      .where(inArray(bankTransfers.statementEntryKey, keys.slice(start, start + 1000)));
    for (const row of rows) known.add(row.key!);
  }
  const result: StatementImport = { recorded: [], unassigned: [], alreadyImported: 0, ignored: 0 };
  const fresh = entries.filter((entry) => {
    if (!known.has(entry.key)) return true;
    if (entry.direction === 'credit') result.alreadyImported += 1;
    return false;
  });
  const decisions = matchStatementEntries(fresh, await openOrdersNamedIn(services, fresh));
  for (const decision of decisions) {
    if (decision.status === 'unassigned' && decision.reason === 'repeatedEntry') {
      result.alreadyImported += 1;
      continue;
    }
    // A sum no order can cost (beyond the amount column) is no payment of the shop's either.
    const tooLarge = decision.entry.amountCents > maxColumnInteger;
    if ((decision.status === 'unassigned' && notReceived.has(decision.reason)) || tooLarge) {
      result.ignored += 1;
      continue;
    }
    const outcome = await importEntry(services, decision, staff.email);
    const { entry } = decision;
    if (outcome.kind === 'alreadyImported') result.alreadyImported += 1;
    else if (outcome.kind === 'unassigned') {
      const { id, reason } = outcome;
      const { amountCents, reference, payerName } = transferOf(entry);
      result.unassigned.push({ id, amountCents, reference, payerName, reason });
    } else {
      result.recorded.push({
        orderId: outcome.order.id,
        amountCents: entry.amountCents,
        paidInFull: outcome.paidInFull,
      });
      if (outcome.paidInFull) await onPaidInFull(outcome.order);
    }
  }
  return result;
}
