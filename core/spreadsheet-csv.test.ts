import { describe, expect, it } from 'vitest';
import { csvCell, spreadsheetCsv } from './spreadsheet-csv';

describe('spreadsheetCsv', () => {
  it('starts with the byte order mark, separates by ; and ends lines with CRLF', () => {
    expect(
      spreadsheetCsv([
        ['E-Mail', 'Name'],
        ['a@example.com', 'Łódź'],
      ]),
    ).toBe('\uFEFFE-Mail;Name\r\na@example.com;Łódź\r\n');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
  });

  it('never lets a cell start a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvCell('Anna')).toBe('Anna');
  });
});
