import { z } from 'zod';

/** A first or last name of an account: optional, at most 100 characters. */
export const nameField = z.string().trim().max(100, 'errorMessages.tooLong').optional().default('');
