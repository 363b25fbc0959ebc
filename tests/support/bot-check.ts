import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * What a browser does for the bot check (issue 20), for tests that fill the shop's open forms:
 * fetch a challenge over HTTP and prove the work, giving the `botCheck` of a call.
 */
export async function provenBotCheck(baseUrl: string): Promise<{ proofOfWork: string }> {
  const response = await fetch(`${baseUrl}/api/getBotCheckChallenge`);
  const { data } = (await response.json()) as { data: { method: string; challenge: Challenge } };
  if (data.method !== 'proofOfWork') throw new Error(`the shop uses ${data.method}`);
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  return { proofOfWork: Buffer.from(JSON.stringify({ challenge: data.challenge, solution })).toString('base64') };
}
