import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 on HOTP, RFC 4226) as every authenticator app reads
 * them: 30-second steps, 6 digits, HMAC-SHA-1, the secret in Base32 (RFC 4648) in an otpauth://
 * URI. Only the rules; which codes an account used is kept by core/staff/two-factor.server.ts.
 */
const totpStepSeconds = 30;
const totpDigits = 6;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 as apps and people type it: any case, spaces and padding ignored; null if not Base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index === -1) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), in Base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of a moment. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpStepSeconds);
}

/** The code of one step (RFC 4226 §5.3 dynamic truncation). */
export function totpCode(
  secret: Uint8Array,
  step: number,
  options: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {},
): string {
  const digits = options.digits ?? totpDigits;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(options.algorithm ?? 'sha1', secret)
    .update(counter)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/**
 * The step whose code was typed, looking one step back and one ahead (a clock a little off, a
 * code typed as it changed), or null. Compared in constant time.
 */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const secret = base32Decode(secretBase32);
  const typed = code.replace(/\s/g, '');
  if (!secret || secret.length === 0 || !/^\d{6}$/.test(typed)) return null;
  const current = totpStep(now);
  let found: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed)) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI of Google's Key URI Format, which every authenticator app reads (QR code). */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
