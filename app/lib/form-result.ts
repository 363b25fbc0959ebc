import { isApiError } from '../../core/api/errors';

/**
 * What a form's action answers when a call refuses it: a message per field (translation keys from
 * the shared zod schemas), a message for the whole form (a refusal such as "already registered"),
 * and what was typed, so nothing is lost (passwords are never sent back).
 */
export interface FormFailure {
  ok: false;
  fieldErrors: Record<string, string>;
  formError: { key: string; values: Record<string, string | number> } | null;
  values: Record<string, string>;
}

/** Text fields of a form, each cut to a sane length; password fields are left out. */
export function typedValues<Name extends string>(form: FormData, names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').slice(0, 1000)])) as Record<
    Name,
    string
  >;
}

/**
 * Turns a call's 4xx refusal into a FormFailure; anything else (a 5xx, a bug) is thrown on to the
 * error page. A validation problem without a translation key gets the general field message.
 */
export function formFailure(error: unknown, values: Record<string, string>): FormFailure {
  if (!isApiError(error) || error.status >= 500) throw error;
  if (error.key !== 'validation') {
    return { ok: false, fieldErrors: {}, formError: { key: error.key, values: error.values }, values };
  }
  const fieldErrors: Record<string, string> = {};
  for (const problem of error.causes) {
    const field = problem.field || 'form';
    fieldErrors[field] ??= /^errorMessages\./.test(problem.message) ? problem.message : 'errorMessages.invalid';
  }
  return { ok: false, fieldErrors, formError: null, values };
}

/** The HTTP status a refused form answers with: the call's own 4xx, else 400. */
export function errorStatus(error: unknown): number {
  return isApiError(error) && error.status < 500 ? error.status : 400;
}
