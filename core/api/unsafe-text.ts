/**
 * Text no person types and PostgreSQL cannot (NUL) or should not store: C0 control characters
 * other than tab, line feed and carriage return, DEL, and UTF-16 surrogates without their pair
 * (they have no UTF-8 form). Every call's input is checked for them in one place (the registry),
 * so no handler has to remember it and none of them reaches the database as a 500.
 */
const unsafeCharacter =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeCharacters(text: string): boolean {
  return unsafeCharacter.test(text);
}

/** The dotted path of the first string (or object key) in `value` with unsafe characters, or null. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path.join('.') : null;
  // Deeper than any call's input: refuse rather than walk an attacker's nesting.
  if (depth > 32) return path.join('.');
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findUnsafeText(entry, [...path, String(index)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, entry] of Object.entries(value)) {
      if (hasUnsafeCharacters(key)) return [...path, key].join('.');
      const found = findUnsafeText(entry, [...path, key], depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}
