import { describe, expect, it } from 'vitest';
import { newPassword, withRepeatedPassword } from './password-rules';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('password rules', () => {
  it('needs 8 characters with a letter and a number', () => {
    expect(newPassword.safeParse('spiegel1').success).toBe(true);
    expect(newPassword.safeParse('Größe123').success).toBe(true);
    for (const weak of ['kurz1', 'nurbuchstaben', '12345678', '']) {
      expect(messages(newPassword.safeParse(weak))).toEqual([':errorMessages.password.rules']);
    }
  });

  it('accepts long passphrases as typed (spaces kept) up to 128 characters', () => {
    const phrase = `${'ein langer satz mit zahl 1 '.repeat(4)}`.slice(0, 100);
    expect(newPassword.parse(phrase)).toBe(phrase);
    expect(newPassword.safeParse(`${'a1'.repeat(64)}`).success).toBe(true);
    expect(messages(newPassword.safeParse('a1'.repeat(65)))).toContain(':errorMessages.password.tooLong');
  });

  it('reports a different repetition on the repetition field', () => {
    const schema = withRepeatedPassword({});
    expect(schema.safeParse({ password: 'spiegel12', passwordRepeat: 'spiegel12' }).success).toBe(true);
    expect(messages(schema.safeParse({ password: 'spiegel12', passwordRepeat: 'spiegel13' }))).toEqual([
      'passwordRepeat:errorMessages.password.mismatch',
    ]);
  });
});
