/**
 * A CSV file as spreadsheet programs in Germany read it (issue 37's exports): UTF-8 with a byte
 * order mark (so names like Łódź open as written), `;` between cells, CRLF line ends. A cell is
 * quoted when it holds the separator, a quote or a line break; a text that starts with = + - @ (or a
 * tab or carriage return) gets a leading ' so that what a shopper typed can never run as a formula.
 */
export function spreadsheetCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
