import { describe, expect, it } from 'vitest';
import { emailAddress, emailProblem } from './email-address';

describe('e-mail address rules (spec §5)', () => {
  it.each(['anna@example.de', 'anna_maria@example.de', 'a.b-c@mail.example.co.uk', '  anna@example.de  '])(
    'accepts %s',
    (email) => expect(emailProblem(email)).toBeNull(),
  );

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['anna', 'valid'],
    ['anna@@example.de', 'valid'],
    ['Anna <anna@example.de>', 'valid'],
    ['an!na@example.de', 'valid'],
    ['an/na@example.de', 'valid'],
    ['ännä@example.de', 'valid'],
    ['anna@example', 'valid'],
    ['anna@192.168.0.1', 'valid'],
    ['anna@[192.168.0.1]', 'valid'],
    ['anna..b@example.de', 'valid'],
    ['anna@-example.de', 'valid'],
  ])('refuses %j as %s', (email, problem) => expect(emailProblem(email)).toBe(problem));

  it('trims and reports the translation key', () => {
    expect(emailAddress.parse(' anna@example.de ')).toBe('anna@example.de');
    expect(emailAddress.safeParse('anna@').error?.issues[0]?.message).toBe('errorMessages.email.valid');
  });
});
