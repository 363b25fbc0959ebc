import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../api/errors';
import { shopText } from '../i18n/shop-texts';
import { emailKey } from '../mail/email-key';
import { germanCommonPasswords } from './german-common-passwords.server';

/**
 * Passwords the rules of password-rules.ts let through but an attacker tries first: the 10,000
 * most common ones of the leaked-password lists (zxcvbn-ts's ranked list, shipped in the package),
 * the German ones it misses (german-common-passwords.server.ts), the shop's own name, the
 * account's own e-mail address and names, and keyboard, alphabet and number sequences. All lists are in the code: no network. A password counts as one
 * of them also with digits and signs added at the end or start ("Passwort1", "qwertz123!"),
 * letters written as digits ("p4ssw0rt"), umlauts spelled out and any case. Checked on the server
 * only: the lists never reach the shopper's page.
 */
export const commonPasswordCount = 10_000;

/** Lower case, umlauts spelled out (ä → ae, ß → ss), so "Schlüssel" and "schluessel" are one. */
const fold = (text: string) =>
  text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/** Spaces, dots, dashes and underscores between the words do not make a password another. */
const withoutSeparators = (text: string) => text.replace(/[\s._-]+/g, '');

const commonPasswords = new Set(
  [...dictionary['passwords-common'].slice(0, commonPasswordCount), ...germanCommonPasswords].map((entry) =>
    withoutSeparators(fold(entry)),
  ),
);

/** What people add to a word to pass the rules: digits and signs, at the end or at the start. */
const addedDigitsAndSigns = /^[\d\p{P}\p{S}\s]+|[\d\p{P}\p{S}\s]+$/gu;

/** Letters written as digits or signs (leetspeak), the usual ones. */
const leet: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Signs that stand for an i or an l: "Sp1egel", "Sp!egel", "Sp|egel", "Passw0rt!" read as "…l". */
const iOrL = new Set(['1', '!', '|']);

/** The word with letters written as digits or signs read as letters; a 1, ! or | may be an i or an l. */
const spelledOut = (text: string, one: 'i' | 'l') =>
  [...text].map((char) => (iOrL.has(char) ? one : (leet[char] ?? char))).join('');

/** The forms of a password that are compared with the lists. */
function variantsOf(password: string): Set<string> {
  const typed = withoutSeparators(fold(password.trim()));
  const variants = new Set<string>();
  for (const form of [typed, typed.replace(addedDigitsAndSigns, '')]) {
    variants.add(form);
    for (const one of ['i', 'l'] as const) {
      const spelled = spelledOut(form, one);
      variants.add(spelled);
      variants.add(spelled.replace(addedDigitsAndSigns, ''));
    }
  }
  return variants;
}

/**
 * The shop's name in every language (meta.siteName: "Spiegelshop") and its stem without "shop"
 * ("spiegel"): "Spiegelshop1" and "Spiegel2026" are the first guesses at an account of this shop.
 */
const shopNames = [
  ...new Set(
    (['de', 'en'] as const)
      .map((locale) => withoutSeparators(fold(shopText(locale, 'meta.siteName'))))
      .flatMap((name) => [name, name.replace(/(shop|store|laden)$/, '')])
      .filter((name) => name.length >= 4),
  ),
].sort((a, b) => b.length - a.length);

/**
 * True when the password is the shop's name with at most a common word or digits and signs
 * around it ("Spiegelshop1", "MeinSpiegel!", "spiegel-passwort"); a password of one's own that
 * only contains it ("Rasierspiegel7", "Spiegel-Glas-2026") is not.
 */
function isShopName(password: string): boolean {
  return [...variantsOf(password)].some((variant) => {
    const name = shopNames.find((candidate) => variant.includes(candidate));
    if (!name) return false;
    const rest = variant.split(name).join('').replace(addedDigitsAndSigns, '');
    return rest === '' || commonPasswords.has(rest);
  });
}

/**
 * Rows people type or count along, forwards and backwards: the alphabet, the digits and the rows
 * of the German and the English keyboard ("qwertz", "asdf", "yxcvbnm", "1234567890").
 */
const sequences = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertzuiopü',
  'asdfghjklöä',
  'yxcvbnm',
  'qwertyuiop',
  'zxcvbnm',
  'qaywsxedcrfvtgbzhnujmikolp',
  'qazwsxedcrfvtgbyhnujmikolp',
].flatMap((row) => [row, [...row].reverse().join('')]);

/** A stretch of at least three characters along one of the rows, or one character repeated. */
const sequenceStretchLength = 3;
const isSequenceStretch = (text: string) =>
  text.length >= sequenceStretchLength &&
  (sequences.some((row) => row.includes(text)) || [...text].every((char) => char === text[0]));

/** How many characters a sequence may have around it ("12345678Aa", "Abcd1234!", "Qwertz12"). */
const addedToSequence = 3;

/**
 * True when the letters and digits of the password are stretches of the rows above with at most
 * a few characters added ("12345678Aa", "Abcd1234!", "asdfjklö1", "Qwertz!123"): the fewest
 * characters outside such stretches, found over all ways of cutting the password into them.
 */
function isSequence(password: string): boolean {
  const core = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  // fewest[i]: the fewest characters outside stretches in core[i..]; covered[i]: whether any is.
  const fewest = new Array<number>(core.length + 1).fill(0);
  const covered = new Array<boolean>(core.length + 1).fill(false);
  for (let start = core.length - 1; start >= 0; start -= 1) {
    fewest[start] = fewest[start + 1]! + 1;
    covered[start] = covered[start + 1]!;
    for (let end = start + sequenceStretchLength; end <= core.length; end += 1) {
      if (!isSequenceStretch(core.slice(start, end))) continue;
      if (fewest[end]! < fewest[start]! || (fewest[end] === fewest[start] && !covered[start])) {
        fewest[start] = fewest[end]!;
        covered[start] = true;
      }
    }
  }
  return covered[0]! && fewest[0]! <= addedToSequence;
}

/**
 * The account's own words: its first and last name and the local part of its e-mail address,
 * whole and in their parts ("anna-lena" → "annalena", "anna", "lena"; "kim.kunde7" → "kimkunde",
 * "kim", "kunde"), folded like the passwords, of at least three letters, longest first.
 */
function ownWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    const folded = fold(text.trim());
    for (const word of [folded.replace(/[^\p{L}]/gu, ''), ...folded.split(/[^\p{L}]+/u)]) {
      if (word.length >= 3) words.add(word);
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * True when the account's own words are the main part of the password: taken out, what is left
 * is nothing, digits and signs, fewer than three characters or a common password ("Mustermann1",
 * "KimKunde2026", "Anna!Sommer"); a password that only contains one ("Anna-Kupferkessel-9") is not.
 */
function isOwnWord(password: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  return [...variantsOf(password)].some((variant) => {
    let rest = variant;
    for (const word of words) rest = rest.split(word).join('');
    if (rest === variant) return false;
    rest = rest.replace(addedDigitsAndSigns, '');
    return rest.length < 3 || commonPasswords.has(rest);
  });
}

export type WeakPasswordReason = 'common' | 'isEmail' | 'shopName' | 'sequence' | 'ownName';

/**
 * Why the password is too easy to guess, or null. `names` are the account's first and last name
 * where they are known (registration, change, reset); the e-mail's local part always counts.
 */
export function weakPasswordReason(
  password: string,
  email: string,
  names: readonly string[] = [],
): WeakPasswordReason | null {
  const typed = password.trim().toLowerCase();
  const mail = emailKey(email);
  const localPart = mail.split('@')[0]!;
  if (typed === mail || typed === localPart) return 'isEmail';
  if (localPart.length >= 4 && typed.replace(addedDigitsAndSigns, '') === localPart) return 'isEmail';
  if (isOwnWord(password, ownWords([localPart]))) return 'isEmail';
  if (isOwnWord(password, ownWords(names))) return 'ownName';
  if (isShopName(password)) return 'shopName';
  if ([...variantsOf(password)].some((variant) => commonPasswords.has(variant))) return 'common';
  if (isSequence(password)) return 'sequence';
  return null;
}

/** Refuses a weak new password with a message at the field (400 validation, like the rules). */
export function assertStrongPassword(
  password: string,
  email: string,
  names: readonly string[] = [],
  field = 'password',
): void {
  const reason = weakPasswordReason(password, email, names);
  if (reason === null) return;
  throw new ApiError({
    status: 400,
    key: 'validation',
    message: 'This password is too easy to guess.',
    cause: [{ field, code: `password_${reason}`, message: `errorMessages.password.${reason}` }],
  });
}
