/**
 * PostgreSQL's errors as the driver reports them: Drizzle wraps a failed query's error in its own,
 * with the driver's error as `cause`.
 */

interface PostgresError {
  code?: unknown;
  message?: unknown;
  hint?: unknown;
}

/** The driver's error behind `error` (itself or its cause), if it is one. */
function postgresErrorOf(error: unknown): PostgresError | null {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    if (typeof (current as PostgresError).code === 'string') return current as PostgresError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** unique_violation: a row with the same key exists. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '23505';
}

/** foreign_key_violation: another row still refers to the one being deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '23503';
}

/**
 * A refusal raised by one of the shop's SQL functions (`RAISE EXCEPTION '<key>' USING HINT =
 * 'refusal'`, e.g. place_order): its key, or null for any other error.
 */
export function refusalKeyOf(error: unknown): string | null {
  const raised = postgresErrorOf(error);
  return raised?.code === 'P0001' && raised.hint === 'refusal' && typeof raised.message === 'string'
    ? raised.message
    : null;
}
