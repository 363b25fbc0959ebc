/**
 * Reading a page form's FormData: every form reads text and numbers through these, so a missing
 * field, a huge value or letters in a number field all read the same way (the call's zod schema
 * then refuses what does not fit, with its message at the field).
 */

/** Text fields of a form, each cut to a sane length; password fields are left out. */
export function typedValues<Name extends string>(form: FormData, names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').slice(0, 1000)])) as Record<
    Name,
    string
  >;
}

/** A positive id (1 … 999,999,999) from a form value, or null for anything else. */
export function formId(value: FormDataEntryValue | string | null | undefined): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** A whole number 0 … 999,999,999 from a form value (a quantity), or null for anything else. */
export function formWholeNumber(value: FormDataEntryValue | string | null | undefined): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * A whole number for a call's input, or NaN for anything else: the call's schema then refuses it
 * with its own message at the field (a quantity of "1.5" is the shopper's to correct).
 */
export function formIntegerForCall(value: FormDataEntryValue | string | null | undefined): number {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^-?\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
}
