import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountToCents, MAX_STATEMENT_BYTES, parseCamt053, type ParseResult } from './camt-parser';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

function statementOf(result: ParseResult) {
  if (!result.ok) throw new Error(`refused: ${result.error} ${result.detail ?? ''}`);
  return result.statement;
}

describe('amountToCents', () => {
  it('reads amounts exactly, without float rounding', () => {
    expect(amountToCents('1234.5')).toBe(123450);
    expect(amountToCents('0.29')).toBe(29);
    expect(amountToCents('0.57')).toBe(57);
    expect(amountToCents('1.005')).toBeNull();
    expect(amountToCents('19.90000')).toBe(1990);
    expect(amountToCents('12')).toBe(1200);
    expect(amountToCents('-5.00')).toBeNull();
    expect(amountToCents('1,50')).toBeNull();
    expect(amountToCents('')).toBeNull();
  });
});

describe('parseCamt053, version 001.02 with single entries', () => {
  const statement = statementOf(parseCamt053(fixture('camt053-001-02-single.xml')));

  it('reads the statement and every entry', () => {
    expect(statement.version).toBe('02');
    expect(statement.statementIds).toEqual(['0352C5320260303000001']);
    expect(statement.accountIban).toBe('DE02120300000000202051');
    expect(statement.entries).toHaveLength(6);
  });

  it('reads a credit with its references, debtor and remittance', () => {
    expect(statement.entries[0]).toEqual({
      key: 'ref:2026030200417731',
      bookingDate: '2026-03-02',
      valueDate: '2026-03-02',
      amountCents: 24900,
      currency: 'EUR',
      direction: 'credit',
      booked: true,
      bankReference: '2026030200417731',
      endToEndId: null,
      remittance: 'Bestellung 1001 Spiegel Oval',
      debtorName: 'Erika Mustermann',
      debtorIban: 'DE89370400440532013000',
    });
  });

  it('joins the unstructured lines, takes the entry reference, reads entities and a spaced IBAN', () => {
    const entry = statement.entries[1]!;
    expect(entry.amountCents).toBe(123450);
    expect(entry.valueDate).toBe('2026-03-03');
    expect(entry.remittance).toBe('SVWZ+Best.-Nr. 1002 Teilzahlung Rechnung vom 01.03.2026');
    expect(entry.bankReference).toBe('NR-77120');
    expect(entry.key).toBe('ref:NR-77120');
    expect(entry.endToEndId).toBe('E2E-KUNDE-88812');
    expect(entry.debtorName).toBe('Müller & Söhne Innenausbau');
    expect(entry.debtorIban).toBe('DE44500105175407324931');
  });

  it('tells debits and foreign currencies', () => {
    expect(statement.entries[3]).toMatchObject({ direction: 'debit', amountCents: 1250, debtorName: null });
    expect(statement.entries[4]).toMatchObject({ direction: 'credit', currency: 'CHF', amountCents: 15000 });
  });
});

describe('parseCamt053, version 001.08 with a batch', () => {
  const statement = statementOf(parseCamt053(fixture('camt053-001-08-batch.xml')));

  it('gives one entry per transaction of a batch, with the amounts of the transactions', () => {
    expect(statement.version).toBe('08');
    expect(statement.entries.map((entry) => entry.amountCents)).toEqual([12900, 39990, 4950, 5900]);
    expect(statement.entries.map((entry) => entry.debtorName)).toEqual([
      'Anna Weber',
      'Peter Klein',
      'Sabine Wolf',
      'Tim Vogel',
    ]);
    expect(statement.entries[0]!.bookingDate).toBe('2026-03-03');
  });

  it('keys each transaction of a batch apart: its own reference, else the entry reference and its place', () => {
    expect(statement.entries.map((entry) => entry.key)).toEqual([
      'ref:0303SAMMLER0008812-1',
      'ref:0303SAMMLER0008812#2',
      'ref:0303SAMMLER0008812#3',
      'ref:0304VORMERK0000007',
    ]);
    expect(statement.entries[0]!.endToEndId).toBe('Bestellung-1006');
  });

  it('marks a pending entry as not booked', () => {
    expect(statement.entries.map((entry) => entry.booked)).toEqual([true, true, true, false]);
  });

  it('reads the same file the same way twice (keys for a second import)', () => {
    const again = statementOf(parseCamt053(Buffer.from(fixture('camt053-001-08-batch.xml'))));
    expect(again.entries.map((entry) => entry.key)).toEqual(statement.entries.map((entry) => entry.key));
  });
});

const minimal = (entry: string, version = '02') =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt><Stmt><Id>S1</Id>${entry}</Stmt></BkToCstmrStmt></Document>`;

describe('parseCamt053, keys without a bank reference', () => {
  const entry = (text: string) =>
    `<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-02</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;

  it('hashes the fields: the same transaction gets the same key, another one another', () => {
    const first = statementOf(parseCamt053(minimal(entry('Bestellung 1') + entry('Bestellung 2'))));
    const again = statementOf(parseCamt053(minimal(entry('Bestellung 1'))));
    expect(first.entries[0]!.key).toMatch(/^hash:[0-9a-f]{32}$/);
    expect(again.entries[0]!.key).toBe(first.entries[0]!.key);
    expect(first.entries[1]!.key).not.toBe(first.entries[0]!.key);
  });
});

describe('parseCamt053 refuses what is no CAMT.053, with a key', () => {
  it.each([
    ['broken XML', '<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt>', 'bankStatementNotXml'],
    ['no XML at all', 'Buchungstag;Betrag\n02.03.2026;249,00', 'bankStatementNotXml'],
    ['an empty file', '', 'bankStatementNotXml'],
    ['other XML', '<?xml version="1.0"?><rss><channel/></rss>', 'bankStatementNotCamt053'],
    ['a CAMT.052 account report', fixture('camt052-account-report.xml'), 'bankStatementNotCamt053'],
    ['a statement without its namespace', minimal('').replace(/ xmlns="[^"]+"/, ''), 'bankStatementNotCamt053'],
    ['a statement without a Stmt', minimal('').replace(/<Stmt>.*<\/Stmt>/, ''), 'bankStatementNotCamt053'],
    [
      'a document type with entities',
      `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${minimal('')}`,
      'bankStatementNotCamt053',
    ],
    ['an entry without an amount', minimal('<Ntry><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'), 'bankStatementBadEntry'],
    [
      'an entry with a float amount',
      minimal('<Ntry><Amt Ccy="EUR">1e3</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'),
      'bankStatementBadEntry',
    ],
    [
      'an entry without a credit/debit indicator',
      minimal('<Ntry><Amt Ccy="EUR">10.00</Amt></Ntry>'),
      'bankStatementBadEntry',
    ],
  ])('%s', (_name, file, error) => {
    const result = parseCamt053(file);
    expect(result).toMatchObject({ ok: false, error });
  });

  it('refuses a file over the size limit before reading it', () => {
    const big = minimal(`<!--${'x'.repeat(MAX_STATEMENT_BYTES)}-->`);
    expect(parseCamt053(big)).toEqual({ ok: false, error: 'bankStatementTooLarge' });
    expect(parseCamt053(new Uint8Array(50 * 1024 * 1024))).toEqual({ ok: false, error: 'bankStatementTooLarge' });
  });

  it('refuses a deeply nested file without a crash', () => {
    const depth = 100_000;
    const deep = minimal(`${'<Ntry>'.repeat(depth)}${'</Ntry>'.repeat(depth)}`);
    expect(parseCamt053(deep)).toMatchObject({ ok: false });
  });

  it('refuses bytes that are no UTF-8', () => {
    expect(parseCamt053(new Uint8Array([0x3c, 0xff, 0xfe, 0x3e]))).toEqual({ ok: false, error: 'bankStatementNotXml' });
  });

  it('reads a file with a byte order mark', () => {
    const file = `\uFEFF${minimal('<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>', '08')}`;
    expect(statementOf(parseCamt053(file)).entries[0]).toMatchObject({ amountCents: 1000, booked: true });
  });
});
