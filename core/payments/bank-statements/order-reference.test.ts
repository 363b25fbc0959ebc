import { describe, expect, it } from 'vitest';
import { orderNumbersIn } from './order-reference';

const known = new Set(['1001', '1002', '1003', '2026', '10115', '123', '55']);
const numbers = (reference: string, endToEndId?: string) =>
  orderNumbersIn(reference, (number) => known.has(number), endToEndId);

describe('orderNumbersIn: a word for an order names the number', () => {
  it.each([
    ['Bestellung 1001', '1001'],
    ['BESTELLUNG 1001', '1001'],
    ['Bestellung Nr. 1001', '1001'],
    ['Bestellung: 1001', '1001'],
    ['Bestellung1001', '1001'],
    ['Best.-Nr. 1001', '1001'],
    ['Best. Nr 1001', '1001'],
    ['Bestellnr. 1001', '1001'],
    ['BESTELLNR.: 1001 KUNDENNR. 5531', '1001'],
    ['Bestell-Nr.: 1001', '1001'],
    ['Bestellnummer 1001', '1001'],
    ['Bestellungsnummer 01001', '1001'],
    ['Auftrag 1001', '1001'],
    ['Auftragsnummer 1001', '1001'],
    ['Order #1001', '1001'],
    ['order no. 1001', '1001'],
    ['SVWZ+Bestellung 1001 EREF+NOTPROVIDED', '1001'],
    ['Meine Bestellung 77 vom Montag', '77'],
  ])('%s → %s', (reference, number) => {
    expect(numbers(reference)).toEqual({ numbers: [number], named: true });
  });

  it('names an unknown order too (the matcher says it is unknown)', () => {
    expect(numbers('Bestellung 9999')).toEqual({ numbers: ['9999'], named: true });
  });

  it('finds several numbers: named, or named and a known one standing alone', () => {
    expect(numbers('Bestellungen 1001 und 1002').numbers).toEqual(['1001', '1002']);
    expect(numbers('Bestellung 1001 Kundennr. 1002').numbers).toEqual(['1001', '1002']);
    expect(numbers('Bestellung 1001 und Bestellung 1002').numbers).toEqual(['1001', '1002']);
    expect(numbers('Bestellung 1001, Best.-Nr. 1001').numbers).toEqual(['1001']);
  });

  it('takes no date, amount or other word for a number', () => {
    expect(numbers('Bestellung vom 02.03.2026').numbers).toEqual([]);
    expect(numbers('Bestellung 12.03.2026').numbers).toEqual([]);
    expect(numbers('bestellt am 2.3. Betrag 1001,00').numbers).toEqual([]);
    expect(numbers('Bestätigung 4711').numbers).toEqual([]);
    expect(numbers('Kundennr. 4711 Bestellung 1002').numbers).toEqual(['1002']);
  });

  it('reads a long reference, only its beginning, with its spaces collapsed', () => {
    const spaces = ' '.repeat(100_000);
    expect(numbers(`Bestellung${spaces}1001`).numbers).toEqual(['1001']);
    expect(numbers(`Bestellung${spaces}x`).numbers).toEqual([]);
    expect(numbers(`${'x'.repeat(3000)} Bestellung 1001`).numbers).toEqual([]);
  });

  it('reads the end-to-end id for a word for an order only', () => {
    expect(numbers('Spiegel rund', 'Bestellung-1001')).toEqual({ numbers: ['1001'], named: true });
    expect(numbers('Spiegel rund', 'E2E1001')).toEqual({ numbers: [], named: false });
  });
});

describe('orderNumbersIn: a number standing alone counts only when it is a known order', () => {
  it.each([
    ['1001', ['1001']],
    ['Spiegel 1001 danke', ['1001']],
    ['Nr. 1001', ['1001']],
    ['Jonas Becker DE75512108001245126199 02.03.2026 1003 danke', ['1003']],
    ['IBAN DE75 5121 0800 1245 1261 99 Nr 1002', ['1002']],
    ['Rechnung 1001 Kunde 1002', ['1001', '1002']],
  ])('%s → %j', (reference, expected) => {
    expect(numbers(reference)).toEqual({ numbers: expected, named: false });
  });

  it.each([
    ['an unknown number', 'Danke 4711'],
    ['a number inside an IBAN', 'DE89370400441001013000'],
    ['a spaced IBAN', 'DE89 3704 0044 1001 0130 00'],
    ['a date', '10.01.2026'],
    ['an ISO date', '2026-10-01'],
    ['an amount', 'Betrag 1.001,00 EUR'],
    ['a year after a month', 'Miete März 2026'],
    ['an abbreviated month', 'Abo Jan. 2026'],
    ['digits glued to letters', 'RF181001 EREF+ABC1001'],
    ['too short a number', 'Spiegel 55 cm'],
    ['a postal code of an unknown order', '10117 Berlin'],
  ])('%s: none', (_name, reference) => {
    expect(numbers(reference).numbers).toEqual([]);
  });

  it('takes a known postal code like any known number (the amount must still fit)', () => {
    expect(numbers('10115 Berlin').numbers).toEqual(['10115']);
  });
});
