import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt053, type StatementEntry } from './camt-parser';
import { matchStatementEntries } from './statement-matcher';

let counter = 0;
function entry(remittance: string, amountCents: number, extra: Partial<StatementEntry> = {}): StatementEntry {
  counter += 1;
  return {
    key: `ref:${counter}`,
    bookingDate: '2026-03-02',
    valueDate: '2026-03-02',
    amountCents,
    currency: 'EUR',
    direction: 'credit',
    booked: true,
    bankReference: String(counter),
    endToEndId: null,
    remittance,
    debtorName: 'Erika Mustermann',
    debtorIban: 'DE89370400440532013000',
    ...extra,
  };
}

const open = new Map([
  ['1001', 24900],
  ['1002', 200000],
  ['1003', 8990],
  ['1004', 15000],
  ['1005', 0],
]);

const decide = (...entries: StatementEntry[]) =>
  matchStatementEntries(entries, open).map((decision) =>
    decision.status === 'matched'
      ? {
          status: 'matched',
          orderNumber: decision.orderNumber,
          settles: decision.settles,
          openAfterCents: decision.openAfterCents,
        }
      : { status: 'unassigned', reason: decision.reason, orderNumbers: decision.orderNumbers },
  );

describe('matchStatementEntries', () => {
  it('matches the exact amount still open', () => {
    expect(decide(entry('Bestellung 1001', 24900))).toEqual([
      { status: 'matched', orderNumber: '1001', settles: 'full', openAfterCents: 0 },
    ]);
  });

  it('matches a partial payment and lowers what is open for the next entry', () => {
    expect(decide(entry('Best.-Nr. 1002', 150000), entry('Rest Bestellung 1002', 50000), entry('1002', 1))).toEqual([
      { status: 'matched', orderNumber: '1002', settles: 'partial', openAfterCents: 50000 },
      { status: 'matched', orderNumber: '1002', settles: 'full', openAfterCents: 0 },
      { status: 'unassigned', reason: 'orderPaid', orderNumbers: ['1002'] },
    ]);
  });

  it('does not change the lookup it is given', () => {
    matchStatementEntries([entry('Bestellung 1003', 8990)], open);
    expect(open.get('1003')).toBe(8990);
  });

  it('matches a known number standing alone amid an IBAN and a date', () => {
    expect(decide(entry('Jonas Becker DE75512108001245126199 02.03.2026 1003 danke', 8990))[0]).toMatchObject({
      status: 'matched',
      orderNumber: '1003',
    });
  });

  it.each([
    ['amountTooHigh', entry('Bestellung 1001', 24901), ['1001']],
    ['unknownOrder', entry('Bestellung 9999', 100), ['9999']],
    ['noOrderNumber', entry('Danke für den Spiegel', 24900), []],
    ['noOrderNumber', entry('Kunde 4711', 24900), []],
    ['severalOrderNumbers', entry('Bestellungen 1004 und Bestellung 1001', 39900), ['1004', '1001']],
    ['severalOrderNumbers', entry('1001 1003', 8990), ['1001', '1003']],
    ['orderPaid', entry('Bestellung 1005', 100), ['1005']],
    ['notEuro', entry('Bestellung 1004', 15000, { currency: 'CHF' }), []],
    ['debit', entry('Bestellung 1001', 24900, { direction: 'debit' }), []],
    ['notBooked', entry('Bestellung 1001', 24900, { booked: false }), []],
    ['noAmount', entry('Bestellung 1001', 0), []],
  ])('leaves unassigned: %s', (reason, statementEntry, orderNumbers) => {
    expect(decide(statementEntry)).toEqual([{ status: 'unassigned', reason, orderNumbers }]);
  });

  it('decides an entry repeated in the file once', () => {
    const twice = entry('Bestellung 1003', 4000);
    expect(decide(twice, twice).map((decision) => decision.status)).toEqual(['matched', 'unassigned']);
    expect(decide(twice, twice)[1]).toMatchObject({ reason: 'repeatedEntry' });
  });
});

describe('matchStatementEntries on the sample statements', () => {
  const fixture = (name: string) => {
    const result = parseCamt053(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));
    if (!result.ok) throw new Error(result.error);
    return result.statement.entries;
  };
  const openOrders = new Map([
    ['1001', 24900],
    ['1002', 500000],
    ['1003', 8990],
    ['1004', 15000],
    ['1005', 15000],
    ['1006', 12900],
    ['1007', 39990],
    ['1008', 5900],
  ]);
  const summary = (entries: StatementEntry[]) =>
    matchStatementEntries(entries, openOrders).map((decision) =>
      decision.status === 'matched' ? `${decision.orderNumber} ${decision.settles}` : decision.reason,
    );

  it('decides the single entries of version 001.02', () => {
    expect(summary(fixture('camt053-001-02-single.xml'))).toEqual([
      '1001 full',
      '1002 partial',
      '1003 full',
      'debit',
      'notEuro',
      'severalOrderNumbers',
    ]);
  });

  it('decides the batch of version 001.08', () => {
    expect(summary(fixture('camt053-001-08-batch.xml'))).toEqual([
      '1006 full',
      '1007 full',
      'unknownOrder',
      'notBooked',
    ]);
  });
});
