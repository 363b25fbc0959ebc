import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../api/errors';
import { emailKey } from './accounts.server';

/**
 * Passwords the rules of password-rules.ts let through but an attacker tries first: the 10,000
 * most common ones of the leaked-password lists (zxcvbn-ts's ranked list, shipped in the package:
 * no network), and the account's own e-mail address. Checked on the server only: the list never
 * reaches the shopper's page.
 */
export const commonPasswordCount = 10_000;
const commonPasswords = new Set(
  dictionary['passwords-common'].slice(0, commonPasswordCount).map((entry) => entry.toLowerCase()),
);

export function weakPasswordReason(password: string, email: string): 'common' | 'isEmail' | null {
  const typed = password.trim().toLowerCase();
  const mail = emailKey(email);
  if (typed === mail || typed === mail.split('@')[0]) return 'isEmail';
  if (commonPasswords.has(typed)) return 'common';
  return null;
}

/** Refuses a weak new password with a message at the field (400 validation, like the rules). */
export function assertStrongPassword(password: string, email: string, field = 'password'): void {
  const reason = weakPasswordReason(password, email);
  if (reason === null) return;
  throw new ApiError({
    status: 400,
    key: 'validation',
    message: 'This password is too easy to guess.',
    cause: [{ field, code: `password_${reason}`, message: `errorMessages.password.${reason}` }],
  });
}
