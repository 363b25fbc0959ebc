/**
 * Decides for each statement entry (`camt-parser.ts`) whether it pays an open order (issue 36).
 * An entry is `matched` when it is a booked credit in euros whose reference names exactly one order
 * number (`order-reference.ts`) of a known order, and its amount is at most what is still open (the
 * whole rest: `full`, less: `partial`). Everything else is `unassigned` with its reason, for staff to
 * assign by hand. Entries are decided in order, and a match lowers what is open for the next ones,
 * so two transfers cannot together pay more than an order costs. The caller skips entries whose
 * `entry.key` it has already imported (see `camt-parser.ts`) before calling this.
 */
import type { StatementEntry } from './camt-parser';
import { orderNumbersIn } from './order-reference';

export type UnassignedReason =
  | 'debit'
  | 'notBooked'
  | 'notEuro'
  | 'noAmount'
  | 'repeatedEntry'
  | 'noOrderNumber'
  | 'severalOrderNumbers'
  | 'unknownOrder'
  | 'orderPaid'
  | 'amountTooHigh';

export type EntryDecision =
  | {
      status: 'matched';
      entry: StatementEntry;
      orderNumber: string;
      /** `full` pays what was still open, `partial` less. */
      settles: 'full' | 'partial';
      /** What stays open on the order after this entry. */
      openAfterCents: number;
    }
  | {
      status: 'unassigned';
      entry: StatementEntry;
      reason: UnassignedReason;
      /** The order numbers the reference names (for staff: a hint, none when it names none). */
      orderNumbers: string[];
    };

/** Open orders: order number → amount still to pay, in cents. */
export type OpenOrders = ReadonlyMap<string, number>;

function decide(entry: StatementEntry, open: Map<string, number>, seen: Set<string>): EntryDecision {
  const unassigned = (reason: UnassignedReason, orderNumbers: string[] = []): EntryDecision => ({
    status: 'unassigned',
    entry,
    reason,
    orderNumbers,
  });
  if (seen.has(entry.key)) return unassigned('repeatedEntry');
  seen.add(entry.key);
  if (entry.direction === 'debit') return unassigned('debit');
  if (!entry.booked) return unassigned('notBooked');
  if (entry.currency !== 'EUR') return unassigned('notEuro');
  if (entry.amountCents <= 0) return unassigned('noAmount');
  const { numbers, named } = orderNumbersIn(entry.remittance, (number) => open.has(number), entry.endToEndId);
  if (numbers.length === 0) return unassigned('noOrderNumber');
  if (numbers.length > 1) return unassigned('severalOrderNumbers', numbers);
  const orderNumber = numbers[0]!;
  const stillOpen = open.get(orderNumber);
  if (stillOpen === undefined) return unassigned(named ? 'unknownOrder' : 'noOrderNumber', numbers);
  if (stillOpen <= 0) return unassigned('orderPaid', numbers);
  if (entry.amountCents > stillOpen) return unassigned('amountTooHigh', numbers);
  const openAfterCents = stillOpen - entry.amountCents;
  open.set(orderNumber, openAfterCents);
  return { status: 'matched', entry, orderNumber, settles: openAfterCents === 0 ? 'full' : 'partial', openAfterCents };
}

/** One decision per entry, in the entries' order. */
export function matchStatementEntries(entries: readonly StatementEntry[], openOrders: OpenOrders): EntryDecision[] {
  const open = new Map(openOrders);
  const seen = new Set<string>();
  return entries.map((entry) => decide(entry, open, seen));
}
