import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The bot check for browsers without JavaScript (issue 20): a small sum asked on the page
 * ("Wie viel ist 4 plus 3?"). The token in the form carries the numbers and an expiry, signed with
 * the shop's key; the answer is checked against it. Weak against a bot written for this shop,
 * enough against the generic ones that fill every form they find; the limits per address stay.
 */
export interface ArithmeticQuestion {
  first: number;
  second: number;
  token: string;
}

const lifetimeMs = 60 * 60 * 1000;

const sign = (key: string, body: string) => createHmac('sha256', key).update(`question:${body}`).digest('base64url');

export function createArithmeticQuestion(key: string, now = Date.now()): ArithmeticQuestion {
  const first = randomInt(1, 10);
  const second = randomInt(1, 10);
  const body = Buffer.from(
    JSON.stringify({ first, second, expiresAt: now + lifetimeMs, nonce: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return { first, second, token: `${body}.${sign(key, body)}` };
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
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  const question = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    first: number;
    second: number;
    expiresAt: number;
  };
  if (question.expiresAt < now) return { ok: false, reason: 'expired' };
  const spent = {
    proofHash: createHash('sha256').update(`question:${signature}`).digest('hex'),
    expiresAt: new Date(question.expiresAt),
  };
  if (answer.trim() !== String(question.first + question.second)) return { ok: false, reason: 'wrong', ...spent };
  return { ok: true, ...spent };
}
