import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The bot check for browsers without JavaScript (issue 20): a small sum asked on the page in words
 * ("Wie viel ist vier plus drei?"). The token in the form carries an expiry and a nonce, and a MAC
 * of them with the sum under the shop's key: it does not give the answer away (issue 33), and the
 * answer is checked against it. Weak against a bot written for this shop, enough against the
 * generic ones that fill every form they find; the limits per address stay. Only the pages' own
 * form posts take it (bot-check.server.ts), never a BFF call over HTTP.
 */
export interface ArithmeticQuestion {
  first: number;
  second: number;
  token: string;
}

const lifetimeMs = 60 * 60 * 1000;
const smallest = 1;
const largest = 9;
/** Every sum the question can have: a token is genuine when one of them fits its MAC. */
const possibleSums = Array.from({ length: 2 * (largest - smallest) + 1 }, (_, index) => 2 * smallest + index);

const mac = (key: string, body: string, sum: number) =>
  createHmac('sha256', key).update(`question:${body}:${sum}`).digest('base64url');

export function createArithmeticQuestion(key: string, now = Date.now()): ArithmeticQuestion {
  const first = randomInt(smallest, largest + 1);
  const second = randomInt(smallest, largest + 1);
  const body = Buffer.from(
    JSON.stringify({ expiresAt: now + lifetimeMs, nonce: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return { first, second, token: `${body}.${mac(key, body, first + second)}` };
}

/**
 * A wrong answer spends the question too (`proofHash` is given with it): with 17 possible sums a
 * bot could otherwise try them all on one question.
 */
export type QuestionResult =
  | { ok: true; proofHash: string; expiresAt: Date }
  | { ok: false; reason: string; proofHash?: string; expiresAt?: Date };

export function verifyArithmeticAnswer(key: string, token: string, answer: string, now = Date.now()): QuestionResult {
  const [body, signature, rest] = token.split('.');
  if (!body || !signature || rest !== undefined) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signature);
  const fits = (sum: number) => {
    const expected = Buffer.from(mac(key, body, sum));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  // The sum is found among the possible ones (17 MACs): none fitting means the token was not ours.
  const sum = possibleSums.find(fits);
  if (sum === undefined) return { ok: false, reason: 'forged' };
  const question = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { expiresAt: number };
  if (question.expiresAt < now) return { ok: false, reason: 'expired' };
  const spent = {
    proofHash: createHash('sha256').update(`question:${body}`).digest('hex'),
    expiresAt: new Date(question.expiresAt),
  };
  if (answer.trim() !== String(sum)) return { ok: false, reason: 'wrong', ...spent };
  return { ok: true, ...spent };
}
