import { createHash } from 'node:crypto';

type KeyFields = {
  bookingDate: string | null;
  valueDate: string | null;
  amountCents: number;
  currency: string;
  direction: 'credit' | 'debit';
  endToEndId: string | null;
  remittance: string;
  debtorName: string | null;
  debtorIban: string | null;
};

type KeyReferences = {
  transactionReference: string | null;
  entryReference: string | null;
  /** The transaction's place in a batched entry, null for an entry with one transaction. */
  position: number | null;
};

/**
 * The idempotency key of one statement transaction, the same in every file that contains it: the
 * bank's reference of the transaction (`ref:…`), else the entry's with the place in its batch, else a
 * hash of the transaction's fields (`hash:…`; two transactions alike in every field, without any bank
 * reference, share it: German banks always send one).
 */
export function entryKey(fields: KeyFields, references: KeyReferences): string {
  if (references.transactionReference) return `ref:${references.transactionReference}`;
  if (references.entryReference) {
    return references.position === null
      ? `ref:${references.entryReference}`
      : `ref:${references.entryReference}#${references.position + 1}`;
  }
  const parts = [
    fields.bookingDate,
    fields.valueDate,
    fields.amountCents,
    fields.currency,
    fields.direction,
    fields.endToEndId,
    fields.remittance,
    fields.debtorName,
    fields.debtorIban,
    references.position,
  ];
  return `hash:${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}`;
}
