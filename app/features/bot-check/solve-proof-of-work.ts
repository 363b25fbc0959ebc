import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * Solves the shop's proof-of-work challenge in the browser (ALTCHA, PBKDF2 in WebCrypto, which
 * works off the main thread) and returns what the form sends: base64 of {challenge, solution}.
 * Loaded only when a shopper ticks the box, never with the page.
 */
export async function solveProofOfWork(challenge: Challenge, signal: AbortSignal): Promise<string | null> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
