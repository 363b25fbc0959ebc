import { isApiError, type ApiError } from '../../core/api/errors';

/**
 * The one shape every page form's action answers with when a call refuses it (docs/decisions/
 * 0014-page-forms.md): a message per field (translation keys), a message for the whole form (a
 * refusal such as "already registered") when no field is to blame, and what was typed, so
 * nothing is lost (passwords are never sent back).
 */
export interface FormFailure<Values = Record<string, string>> {
  ok: false;
  fieldErrors: Record<string, string>;
  formError: { key: string; values: Record<string, string | number> } | null;
  values: Values;
}

export interface FailureOptions {
  /** Refusals that belong to a field although the call names none (e.g. an unavailable method). */
  fieldOfKey?: Record<string, string>;
  /** Server-side faults the form shows as its own message instead of the error page. */
  showsFault?: (key: string) => boolean;
  /**
   * The fields the form shows. A problem of another field (an id in a hidden input, say) becomes
   * the form's own message, so no refusal goes unseen. Without it every problem is at its field.
   */
  fields?: readonly string[];
}

/**
 * Turns a call's 4xx refusal into a FormFailure; anything else (a 5xx, a bug) is thrown on to the
 * error page. Each field problem shows at its field (the last part of its path: `legalConsents.
 * terms` at `terms`), with its own message key when it has one (the schemas' translation keys),
 * else the refusal's text.
 */
export function formFailure<Values>(error: unknown, values: Values, options: FailureOptions = {}): FormFailure<Values> {
  if (!isApiError(error)) throw error;
  if (error.status >= 500 && !options.showsFault?.(error.key)) throw error;
  const fallback = error.key === 'validation' ? 'errorMessages.invalid' : `storefrontError.${error.key}`;
  const fieldErrors: Record<string, string> = {};
  for (const problem of error.causes) {
    const field = problem.field.split('.').pop() || 'form';
    if (options.fields && !options.fields.includes(field)) continue;
    fieldErrors[field] ??= isTranslationKey(problem.message) ? problem.message : fallback;
  }
  const keyField = options.fieldOfKey?.[error.key];
  if (keyField) fieldErrors[keyField] ??= `storefrontError.${error.key}`;
  const formError = Object.keys(fieldErrors).length > 0 ? null : { key: error.key, values: error.values };
  return { ok: false, fieldErrors, formError, values };
}

/** A schema's message is a translation key ("errorMessages.email.required"); zod's own are sentences. */
const isTranslationKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(message);

/** The form's own message of a failure made with `fields: []` (every problem is the form's). */
export function formMessage(failure: FormFailure<unknown>): { key: string; values: Record<string, string | number> } {
  return failure.formError ?? { key: 'validation', values: {} };
}

/** A refusal the action finds itself (nothing chosen, say): `storefrontError.<key>` as the form's message. */
export function formRefusal<Values>(key: string, values: Values): FormFailure<Values> {
  return { ok: false, fieldErrors: {}, formError: { key, values: {} }, values };
}

/**
 * Lets only faults go on (to the error page): what remains is a call's refusal (a 4xx), for the form
 * to show – or to pass over where it changes nothing for the person (a logout).
 */
export function rethrowFaults(error: unknown): asserts error is ApiError {
  if (!isApiError(error) || error.status >= 500) throw error;
}

/** The HTTP status a refused form answers with: the call's own status, else 400. */
export function errorStatus(error: unknown): number {
  return isApiError(error) ? error.status : 400;
}

/** A FormFailure from a schema the action checks itself (a step before the call): each issue at its field. */
export function schemaFailure<Values>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  values: Values,
): FormFailure<Values> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= isTranslationKey(issue.message) ? issue.message : 'errorMessages.invalid';
  }
  return { ok: false, fieldErrors, formError: null, values };
}
