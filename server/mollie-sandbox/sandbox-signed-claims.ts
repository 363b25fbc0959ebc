import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the sandbox hands out in place of a real provider's opaque tokens (a card token, an Apple
 * Pay payment token): claims signed with the sandbox's own key, so its API can trust them later
 * without keeping anything, and nobody else can make or change one. Each kind of token has its
 * own purpose in the signature, so one kind is never taken for another.
 */

const signatureOf = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url').slice(0, 32);

/** `payload.signature`, both base64url; the claims expire at `x` (ms since 1970). */
export function signClaims(secret: string, purpose: string, claims: Record<string, unknown> & { x: number }): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

/** The claims of a signed text, or null when it is forged, broken or expired. */
export function verifyClaims(
  secret: string,
  purpose: string,
  signed: string,
  now = Date.now(),
): Record<string, unknown> | null {
  const match = /^([\w-]{1,2000})\.([\w-]{32})$/.exec(signed);
  if (!match) return null;
  const expected = Buffer.from(signatureOf(secret, purpose, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof claims.x === 'number' && claims.x >= now ? claims : null;
  } catch {
    return null;
  }
}
