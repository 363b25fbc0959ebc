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

  it('refuses German common passwords, also with digits or signs added and letters written as digits', () => {
    for (const password of [
      'Passwort1',
      'qwertz123',
      'Hallo1234!',
      'Schalke04',
      'ichliebedich1',
      'P4ssw0rt!',
      'Schlüssel2026',
      'schluessel2026',
      '123Sommer',
      'Yxcvbnm1',
    ]) {
      expect(weakPasswordReason(password, 'anna@beispiel.de'), password).toBe('common');
    }
  });

  it('refuses the shop’s own name, with digits, signs or a common word around it', () => {
    for (const password of [
      'Spiegelshop1',
      'SPIEGELSHOP2026!',
      'Spiegel2026',
      'spiegel-shop.1',
      'MeinSpiegel1',
      'Sp1egelsh0p',
    ]) {
      expect(weakPasswordReason(password, 'anna@beispiel.de'), password).toBe('shopName');
    }
  });

  it('refuses the local part of the address with digits added', () => {
    expect(weakPasswordReason('Berger2026', 'berger@beispiel.de')).toBe('isEmail');
  });

  it('lets through a password of one’s own', () => {
    expect(weakPasswordReason('Spiegel-Glas-2026', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Rasierspiegel7', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Kupferkessel-am-Fluss9', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Glasklar-2026', 'anna@beispiel.de')).toBeNull();
  });
});
