import { createHash } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * The default bot check (issue 20): ALTCHA's proof of work, self-hosted. The browser tries
 * counters until PBKDF2 of the challenge gives a key with the wanted prefix (a fraction of a
 * second on a phone, 2,000 iterations × about 256 tries); the shop checks one derivation (~1.5 ms).
 * The challenge is signed, so nobody can make an easy one, and it expires.
 */
export const proofOfWorkAlgorithm = 'PBKDF2/SHA-256';
const cost = 2_000;
/** How long a challenge may be solved and sent: a contact message may take a while to write. */
export const challengeLifetimeMs = 60 * 60 * 1000;

export async function createProofOfWorkChallenge(key: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: proofOfWorkAlgorithm,
    cost,
    deriveKey,
    expiresAt: new Date(now + challengeLifetimeMs),
    hmacSignatureSecret: key,
  });
}

export type ProofOfWorkResult = { ok: true; proofHash: string; expiresAt: Date } | { ok: false; reason: string };

/**
 * Checks a solution the browser sent (base64 of ALTCHA's JSON payload {challenge, solution}).
 * `proofHash` names the challenge, so the caller can let it count only once.
 */
export async function verifyProofOfWork(key: string, encodedPayload: string): Promise<ProofOfWorkResult> {
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const parameters = payload?.challenge?.parameters;
  if (
    typeof payload?.challenge?.signature !== 'string' ||
    typeof parameters !== 'object' ||
    parameters === null ||
    parameters.algorithm !== proofOfWorkAlgorithm ||
    parameters.cost !== cost ||
    typeof parameters.expiresAt !== 'number' ||
    typeof payload.solution !== 'object' ||
    payload.solution === null
  ) {
    return { ok: false, reason: 'malformed' };
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: key,
    });
    if (!result.verified) return { ok: false, reason: result.expired ? 'expired' : 'wrong' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  return {
    ok: true,
    proofHash: createHash('sha256').update(`pow:${payload.challenge.signature}`).digest('hex'),
    expiresAt: new Date(parameters.expiresAt * 1000),
  };
}
