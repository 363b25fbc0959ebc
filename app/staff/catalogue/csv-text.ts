/**
 * A CSV file's text: UTF-8 as the export writes it, or – when the bytes are no UTF-8 – Windows-1252,
 * what Excel in Germany saves as "CSV (Trennzeichen-getrennt)"; "ringförmiger" stays as written.
 * The same in the import page's action (without JavaScript) and in the browser (with progress).
 */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
