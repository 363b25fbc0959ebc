import { z } from 'zod';

/**
 * Spec §5 password rules, one schema for browser and server: at least 8 characters with a letter
 * and a number, at least 64 accepted (we allow 128), compared exactly as typed (no trimming).
 */
export const passwordMaxLength = 128;

export const newPassword = z
  .string()
  .max(passwordMaxLength, 'errorMessages.password.tooLong')
  .superRefine((value, ctx) => {
    if (value.length < 8 || !/\p{L}/u.test(value) || !/\d/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'errorMessages.password.rules' });
    }
  });

/** A new password and its repetition; a mismatch is reported on the repetition. */
export function withRepeatedPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ ...shape, password: newPassword, passwordRepeat: z.string().max(passwordMaxLength) })
    .strict()
    .superRefine((value, ctx) => {
      const { password, passwordRepeat } = value as { password: string; passwordRepeat: string };
      if (password !== passwordRepeat) {
        ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: 'errorMessages.password.mismatch' });
      }
    });
}
