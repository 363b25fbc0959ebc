import { isApiError } from '../../core/api/errors';
import type { FormFailure } from '../lib/form-result';

const isTranslationKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(message);

/**
 * A call's refusal as a form with rows shows it (attributes, order properties): each problem at the
 * form field `fieldOf` names for its path, with its own message key or the field's `fallback`
 * (a typed amount that is no number); a refusal no field is to blame for is the form's message.
 * What was typed comes back, so nothing is lost. Faults (5xx) go on to the error page.
 */
export function fieldFailure(
  error: unknown,
  values: Record<string, string>,
  fieldOf: (path: string) => string | null,
  fallback: Record<string, string> = {},
): FormFailure {
  if (!isApiError(error) || error.status >= 500) throw error;
  const fieldErrors: Record<string, string> = {};
  for (const problem of error.causes) {
    const field = fieldOf(problem.field);
    if (!field) continue;
    fieldErrors[field] ??= isTranslationKey(problem.message)
      ? problem.message
      : (fallback[field] ?? 'errorMessages.invalid');
  }
  const formError = Object.keys(fieldErrors).length > 0 ? null : { key: error.key, values: error.values };
  return { ok: false, fieldErrors, formError, values };
}
