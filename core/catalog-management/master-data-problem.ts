import { ApiError } from '../api/errors';

/**
 * A refusal of an attributes' or order properties' call (issue 37): its translation key under
 * `staff.<area>`, the values its text names, and – when one field caused it – that field, so the
 * form shows the message there.
 */
export const problemIn =
  (area: 'attributes' | 'orderProperties') =>
  (status: number, key: string, message: string, field?: string, values?: Record<string, string | number>) =>
    new ApiError({
      status,
      key: `staff.${area}.${key}`,
      message,
      ...(values ? { values } : {}),
      ...(field ? { cause: [{ field, message: `storefrontError.staff.${area}.${key}`, code: key }] } : {}),
    });
