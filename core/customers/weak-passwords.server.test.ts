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
      'Sp!egelshop2026',
      'Sp|egelshop!',
    ]) {
      expect(weakPasswordReason(password, 'anna@beispiel.de'), password).toBe('shopName');
    }
  });

  it('refuses the local part of the address with digits added', () => {
    expect(weakPasswordReason('Berger2026', 'berger@beispiel.de')).toBe('isEmail');
  });

  it('refuses keyboard, alphabet and number sequences with a few letters, digits or signs added', () => {
    for (const password of [
      '12345678Aa',
      'Abcd1234!',
      'Wertzu!567',
      'asdfjklö1',
      'Lkjhgf-88',
      '98765432z',
      'Aaaa11111',
      'ZYXW4321x',
    ]) {
      expect(weakPasswordReason(password, 'anna@beispiel.de'), password).toBe('sequence');
    }
  });

  it('refuses the account’s first or last name with a year, digits or signs around it', () => {
    const names = ['Kim', 'Kunde'];
    for (const password of ['KimKunde2026', 'Kunde!2026', 'Kim-2026!', 'K1mKunde99', 'Mustermann1']) {
      expect(weakPasswordReason(password, 'post@beispiel.de', [...names, 'Mustermann']), password).toBe('ownName');
    }
    expect(weakPasswordReason('Mustermann1', 'post@beispiel.de', ['Max', 'Mustermann'])).toBe('ownName');
    expect(weakPasswordReason('Anna-Lena1987', 'post@beispiel.de', ['Anna-Lena', 'Berger'])).toBe('ownName');
    // Without the names (an account whose names are unknown) the same password is not refused as one.
    expect(weakPasswordReason('Mustermann1', 'post@beispiel.de')).toBeNull();
  });

  it('refuses the parts of the e-mail’s local part with a year or digits', () => {
    expect(weakPasswordReason('KimKunde2026', 'kim.kunde@beispiel.de')).toBe('isEmail');
    expect(weakPasswordReason('Kunde2026!', 'kim.kunde7@beispiel.de')).toBe('isEmail');
  });

  it('lets through a password that only contains a name or a short run', () => {
    expect(weakPasswordReason('Kim-Kupferkessel-9', 'kim@beispiel.de', ['Kim', 'Kunde'])).toBeNull();
    expect(weakPasswordReason('Wintergarten-123', 'anna@beispiel.de', ['Anna', 'Berger'])).toBeNull();
    expect(weakPasswordReason('Spiegel-Redaktion-2026', 'redaktion@spiegelshop.example', ['Redaktion'])).toBeNull();
    expect(weakPasswordReason('Glasklar2026', 'kim@beispiel.de', ['Kim', 'Kunde'])).toBeNull();
  });

  it('lets through a password of one’s own', () => {
    expect(weakPasswordReason('Spiegel-Glas-2026', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Rasierspiegel7', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Kupferkessel-am-Fluss9', 'anna@beispiel.de')).toBeNull();
    expect(weakPasswordReason('Glasklar-2026', 'anna@beispiel.de')).toBeNull();
  });
});
