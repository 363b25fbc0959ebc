/**
 * Bank statements (issue 36): reads a CAMT.053 file (ISO 20022 `BkToCstmrStmt`, the statement German
 * banks export, versions camt.053.001.02 to .13) into statement entries, one per transaction.
 *
 * What the caller does with the result (the import call and the staff page, next session):
 * 1. The import call (staff role `orders`) takes the uploaded file, calls `parseCamt053`; an error
 *    answers 400 with `storefrontError.<error>` (the keys are `BankStatementError`).
 * 2. It loads the open orders (order number → amount still to pay in cents) and calls
 *    `matchStatementEntries` (`statement-matcher.ts`).
 * 3. For every entry it first looks up `entry.key` among the keys already imported; a known key is
 *    skipped (the same file imported twice records nothing twice). A `matched` entry records the
 *    payment on its order (with the order's history) and stores the key in the same transaction;
 *    an `unassigned` credit is stored with its key and reason for staff to assign by hand on the
 *    staff page (debits are only shown, never stored as payments).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { entryKey } from './entry-key';

/** The largest statement file read (a month of a shop's account is far below it). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export type BankStatementError =
  'bankStatementTooLarge' | 'bankStatementNotXml' | 'bankStatementNotCamt053' | 'bankStatementBadEntry';

export type StatementEntry = {
  /** Stable for the same transaction in the same or a later file: the idempotency key. */
  key: string;
  bookingDate: string | null;
  valueDate: string | null;
  /** Positive, in the currency's cents. */
  amountCents: number;
  currency: string;
  /** `CRDT` money in (a payment), `DBIT` money out. */
  direction: 'credit' | 'debit';
  /** Booked (`BOOK`); pending entries are not yet money on the account. */
  booked: boolean;
  /** The bank's own reference: the transaction's `AcctSvcrRef`, else the entry's (`AcctSvcrRef`, `NtryRef`). */
  bankReference: string | null;
  /** The payer's end-to-end id (null for `NOTPROVIDED`). */
  endToEndId: string | null;
  /** The unstructured remittance lines (`Ustrd`) joined by a space, then a structured creditor reference. */
  remittance: string;
  debtorName: string | null;
  debtorIban: string | null;
};

export type ParsedStatement = {
  /** camt.053.001.<version>, e.g. "02" or "08". */
  version: string;
  statementIds: string[];
  accountIban: string | null;
  entries: StatementEntry[];
};

export type ParseResult =
  { ok: true; statement: ParsedStatement } | { ok: false; error: BankStatementError; detail?: string };

type Node = Record<string, unknown>;

/** Elements that may repeat, always read as lists. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

const NAMESPACE = /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})["']/;

function byteLength(file: string | Uint8Array): number {
  return typeof file === 'string' ? Buffer.byteLength(file, 'utf8') : file.byteLength;
}

function decode(file: string | Uint8Array): string | null {
  if (typeof file === 'string') return file;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return null;
  }
}

function node(value: unknown): Node | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

function list(value: unknown): Node[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(node).filter((item): item is Node => !!item);
}

/** The text at a path of element names, or null. */
function text(start: unknown, ...path: string[]): string | null {
  let current: unknown = start;
  for (const name of path) current = node(current)?.[name];
  if (typeof current === 'string') return current.trim() || null;
  const inner = node(current)?.['#text'];
  return typeof inner === 'string' ? inner.trim() || null : null;
}

function at(start: unknown, ...path: string[]): Node | undefined {
  let current: unknown = start;
  for (const name of path) current = node(current)?.[name];
  return node(current);
}

const AMOUNT = /^(\d{1,15})(?:\.(\d{1,5}))?$/;

/** "1234.5" → 123450, exactly (no float); null when it is no amount or has fractions of a cent. */
export function amountToCents(value: string): number | null {
  const parts = AMOUNT.exec(value.trim());
  if (!parts) return null;
  const fraction = (parts[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') return null;
  const cents = Number(parts[1]) * 100 + Number(fraction.slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** `<BookgDt><Dt>2026-03-02</Dt></BookgDt>` or `<DtTm>2026-03-02T10:00:00</DtTm>` → "2026-03-02". */
function isoDate(value: unknown): string | null {
  const date = text(value, 'Dt') ?? text(value, 'DtTm')?.slice(0, 10) ?? null;
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/** The debtor's name: `Dbtr/Nm` (.02) or `Dbtr/Pty/Nm` (.08 and later). */
function debtorName(parties: Node | undefined): string | null {
  return text(parties, 'Dbtr', 'Nm') ?? text(parties, 'Dbtr', 'Pty', 'Nm');
}

function remittanceOf(transaction: Node | undefined): string {
  const info = at(transaction, 'RmtInf');
  const lines = (Array.isArray(info?.['Ustrd']) ? (info['Ustrd'] as unknown[]) : [])
    .map((line) => text({ line }, 'line'))
    .filter((line): line is string => !!line);
  const structured = list(info?.['Strd'])
    .map((item) => text(item, 'CdtrRefInf', 'Ref'))
    .filter((ref): ref is string => !!ref);
  return [...lines, ...structured].join(' ').replace(/\s+/g, ' ').trim();
}

type EntryOrError = StatementEntry | { error: string };

/** One transaction; `position` is its place in a batch (null for an entry with one transaction). */
function readTransaction(
  entry: Node,
  transaction: Node | undefined,
  index: number,
  position: number | null,
): EntryOrError {
  const amountNode =
    position !== null
      ? (at(transaction, 'Amt') ??
        at(transaction, 'AmtDtls', 'TxAmt', 'Amt') ??
        at(transaction, 'AmtDtls', 'InstdAmt', 'Amt'))
      : at(entry, 'Amt');
  const amountText = text(amountNode);
  const amountCents = amountText === null ? null : amountToCents(amountText);
  const currency = text(amountNode, '@_Ccy');
  const indicator = text(transaction, 'CdtDbtInd') ?? text(entry, 'CdtDbtInd');
  if (amountCents === null || !currency || (indicator !== 'CRDT' && indicator !== 'DBIT')) {
    return { error: `entry ${index + 1}: amount, currency or credit/debit indicator missing or invalid` };
  }
  const status = text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');
  const endToEnd = text(transaction, 'Refs', 'EndToEndId');
  const entryReference = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
  const transactionReference = text(transaction, 'Refs', 'AcctSvcrRef');
  const parties = at(transaction, 'RltdPties');
  const fields = {
    bookingDate: isoDate(entry['BookgDt']),
    valueDate: isoDate(entry['ValDt']),
    amountCents,
    currency: currency.toUpperCase(),
    direction: indicator === 'CRDT' ? ('credit' as const) : ('debit' as const),
    booked: status === null || status === 'BOOK',
    bankReference: transactionReference ?? entryReference,
    endToEndId: endToEnd && endToEnd.toUpperCase() !== 'NOTPROVIDED' ? endToEnd : null,
    remittance: remittanceOf(transaction),
    debtorName: debtorName(parties),
    debtorIban: text(parties, 'DbtrAcct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null,
  };
  return { key: entryKey(fields, { transactionReference, entryReference, position }), ...fields };
}

/** Every transaction of one `Ntry`: one per `TxDtls` of a batch, else the entry itself. */
function readEntry(entry: Node, index: number): EntryOrError[] {
  const transactions = list(entry['NtryDtls']).flatMap((details) => list(details['TxDtls']));
  if (transactions.length <= 1) return [readTransaction(entry, transactions[0], index, null)];
  return transactions.map((transaction, position) => readTransaction(entry, transaction, index, position));
}

/** Reads a CAMT.053 file; refuses, with a key, what is too large, no XML or no CAMT.053. Never throws. */
export function parseCamt053(file: string | Uint8Array): ParseResult {
  try {
    return readStatement(file);
  } catch {
    // The parser's own limits (nesting, entity expansion) throw; what it cannot read is no statement.
    return { ok: false, error: 'bankStatementNotXml' };
  }
}

function readStatement(file: string | Uint8Array): ParseResult {
  if (byteLength(file) > MAX_STATEMENT_BYTES) return { ok: false, error: 'bankStatementTooLarge' };
  const xml = decode(file)?.replace(/^\uFEFF/, '');
  if (!xml?.trim().startsWith('<')) return { ok: false, error: 'bankStatementNotXml' };
  // A statement has no document type; refusing one refuses entity expansion attacks as well.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, error: 'bankStatementNotCamt053' };
  if (XMLValidator.validate(xml) !== true) return { ok: false, error: 'bankStatementNotXml' };
  const version = NAMESPACE.exec(xml)?.[1];
  const document = node(node(parser.parse(xml))?.['Document']);
  const report = at(document, 'BkToCstmrStmt');
  if (!version || !report) return { ok: false, error: 'bankStatementNotCamt053' };
  const statements = list(report['Stmt']);
  if (statements.length === 0) return { ok: false, error: 'bankStatementNotCamt053' };
  const entries: StatementEntry[] = [];
  for (const read of statements.flatMap((statement) => list(statement['Ntry'])).flatMap(readEntry)) {
    if ('error' in read) return { ok: false, error: 'bankStatementBadEntry', detail: read.error };
    entries.push(read);
  }
  return {
    ok: true,
    statement: {
      version,
      statementIds: statements.map((statement) => text(statement, 'Id')).filter((id): id is string => !!id),
      accountIban: text(statements[0], 'Acct', 'Id', 'IBAN'),
      entries,
    },
  };
}
