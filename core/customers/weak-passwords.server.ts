import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../api/errors';
import { shopText } from '../i18n/shop-texts';
import { emailKey } from './accounts.server';
import { germanCommonPasswords } from './german-common-passwords.server';

/**
 * Passwords the rules of password-rules.ts let through but an attacker tries first: the 10,000
 * most common ones of the leaked-password lists (zxcvbn-ts's ranked list, shipped in the package),
 * the German ones it misses (german-common-passwords.server.ts), the shop's own name, and the
 * account's own e-mail address. All lists are in the code: no network. A password counts as one
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
const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** The word with letters written as digits read as letters; a 1 may be an i or an l. */
const spelledOut = (text: string, one: 'i' | 'l') =>
  [...text].map((char) => (char === '1' ? one : (leet[char] ?? char))).join('');

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

export type WeakPasswordReason = 'common' | 'isEmail' | 'shopName';

export function weakPasswordReason(password: string, email: string): WeakPasswordReason | null {
  const typed = password.trim().toLowerCase();
  const mail = emailKey(email);
  const localPart = mail.split('@')[0]!;
  if (typed === mail || typed === localPart) return 'isEmail';
  if (localPart.length >= 4 && typed.replace(addedDigitsAndSigns, '') === localPart) return 'isEmail';
  if (isShopName(password)) return 'shopName';
  if ([...variantsOf(password)].some((variant) => commonPasswords.has(variant))) return 'common';
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
