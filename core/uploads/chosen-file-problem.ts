/**
 * What the browser can say about a chosen file before uploading it (empty, wrong type, too large),
 * as the caller's message keys. The server checks again, by content; this only answers quickly.
 */
export function chosenFileProblem<Key extends string>(
  file: { type: string; size: number },
  rules: { types: readonly string[]; maxBytes: number },
  keys: { empty: Key; unsupportedType: Key; tooLarge: Key },
): Key | null {
  if (file.size === 0) return keys.empty;
  // Some systems report no type at all; then only the server's check by content decides.
  if (file.type !== '' && !rules.types.includes(file.type)) return keys.unsupportedType;
  if (file.size > rules.maxBytes) return keys.tooLarge;
  return null;
}
