import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './weak-passwords.server';

describe('weak passwords', () => {
  it('refuses the most common passwords that pass the length and character rules', () => {
    for (const password of ['password1', 'Password1', 'qwerty123', 'abc12345', 'iloveyou1', '1q2w3e4r']) {
      expect(weakPasswordReason(password, 'anna@beispiel.de'), password).toBe('common');
    }
  });

  it('refuses the e-mail address itself or its local part, in any case', () => {
    expect(weakPasswordReason('Anna.Berger1@Beispiel.de', 'anna.berger1@beispiel.de')).toBe('isEmail');
    expect(weakPasswordReason('anna.berger1', 'Anna.Berger1@beispiel.de')).toBe('isEmail');
  });

  it('lets through a password of one’s own', () => {
    expect(weakPasswordReason('Spiegel-Glas-2026', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Rasierspiegel7', 'anna@beispiel.de')).toBeNull();
  });
});
