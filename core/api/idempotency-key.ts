import { z } from 'zod';

/**
 * A client's key for one write that may arrive twice (a double click, a retry after a lost
 * answer): one key per rendering of the checkout or return form, and the same key again gives the
 * same order or return.
 */
export const idempotencyKeyInput = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);
