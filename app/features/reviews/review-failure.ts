import { ApiClientError } from '../../lib/api-client';

/** What a refused review call says per field (translation keys), and for the dialog as a whole. */
export function failureOf(error: unknown): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ApiClientError)) return { fields: {}, form: 'storefrontError.unknownError' };
  const fields: Record<string, string> = {};
  for (const cause of error.causes) fields[cause.field.split('.').pop() || 'form'] ??= cause.message;
  return { fields, form: Object.keys(fields).length ? null : `storefrontError.${error.key}` };
}
