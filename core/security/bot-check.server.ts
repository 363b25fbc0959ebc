import { eq, lt } from 'drizzle-orm';
import { createArithmeticQuestion, verifyArithmeticAnswer } from '../adapters/bot-check/arithmetic-question.server';
import { createProofOfWorkChallenge, verifyProofOfWork } from '../adapters/bot-check/proof-of-work.server';
import { verifyTurnstileToken } from '../adapters/bot-check/turnstile.server';
import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import type { Config } from '../config';
import type { Database } from '../db/connection.server';
import { botCheckUses } from '../db/customer-schema';
import { shopText } from '../i18n/shop-texts';
import type { Locale } from '../i18n/locales';
import type { BotCheckProof, BotCheckQuestion } from './bot-check-proof';

/**
 * The bot check of the shop's open forms (issue 20: contact, newsletter, withdrawal, reviews of
 * shoppers who did not buy). With JavaScript the browser proves work (ALTCHA, built in) or passes
 * Cloudflare Turnstile when the shop is configured for it; without JavaScript it answers a small
 * sum. Each proof counts once. Everything fails closed: no proof, a wrong one, a used one or
 * Turnstile out of reach all refuse the form (what was typed stays in it).
 *
 * The sum is for the pages' own form posts only (a browser without JavaScript): it is asked in
 * words, and a call over HTTP (/api, where a browser always runs JavaScript) neither gets one nor
 * may answer one — there the proof of work or Turnstile is the only way in (issue 33).
 */

export type BotCheckMethod = 'proofOfWork' | 'turnstile';

export const botCheckMethod = (config: Config): BotCheckMethod =>
  config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY ? 'turnstile' : 'proofOfWork';

/**
 * Where Turnstile's script and frames come from, while the shop uses it: the one origin the
 * Content-Security-Policy lets in for it (server/security-headers.ts). Null otherwise.
 */
export const turnstileOrigin = (config: Config): string | null =>
  botCheckMethod(config) === 'turnstile' ? new URL(config.TURNSTILE_SCRIPT_URL).origin : null;

/** What the check needs of the shop's services (core/services.server.ts): its settings and its key. */
interface BotCheckServices {
  config: Config;
  botCheckKey: () => Promise<string>;
}

/** What the browser needs to run the check: a signed challenge, or Turnstile's site key and script. */
export async function newBotCheckChallenge(services: BotCheckServices) {
  const { config } = services;
  if (botCheckMethod(config) === 'turnstile')
    return {
      method: 'turnstile' as const,
      siteKey: config.TURNSTILE_SITE_KEY!,
      scriptUrl: config.TURNSTILE_SCRIPT_URL,
    };
  return { method: 'proofOfWork' as const, challenge: await createProofOfWorkChallenge(await services.botCheckKey()) };
}

/**
 * The sum asked on pages drawn for browsers without JavaScript, as a sentence in the page's
 * language with the numbers in words ("Wie viel ist vier plus drei?"), never as a pair of numbers.
 */
export async function newBotCheckQuestion(services: BotCheckServices, locale: Locale): Promise<BotCheckQuestion> {
  const { first, second, token } = createArithmeticQuestion(await services.botCheckKey());
  const word = (number: number) => shopText(locale, `botCheck.number.${number}`);
  return { text: shopText(locale, 'botCheck.question', { first: word(first), second: word(second) }), token };
}

const refusal = (message: string) =>
  new ApiError({
    status: 400,
    key: 'botCheck.failed',
    message: 'The bot check was not passed.',
    cause: [{ field: 'botCheck', code: 'botCheck', message }],
  });

/**
 * Refuses the call (400 at the field `botCheck`) unless the proof is good and unused. `usedFor`:
 * the submission's idempotency key, when the form has one: the same submission sent twice at
 * once (a double click) passes with its proof both times, and then counts once by its key.
 */
export async function requireHuman(ctx: CallContext, proof: BotCheckProof, usedFor?: string): Promise<void> {
  const { config, logger, db } = ctx.services;
  const key = await ctx.services.botCheckKey();
  const method = botCheckMethod(config);
  let result: { ok: boolean; reason?: string; proofHash?: string; expiresAt?: Date };
  if ('questionToken' in proof && ctx.transport !== 'page') result = { ok: false, reason: 'a sum outside a page form' };
  else if ('questionToken' in proof) result = verifyArithmeticAnswer(key, proof.questionToken, proof.answer);
  else if ('proofOfWork' in proof && method === 'proofOfWork') result = await verifyProofOfWork(key, proof.proofOfWork);
  else if ('turnstile' in proof && method === 'turnstile')
    result = await verifyTurnstileToken(
      { secretKey: config.TURNSTILE_SECRET_KEY!, verifyUrl: config.TURNSTILE_VERIFY_URL },
      proof.turnstile,
      ctx.hints.clientIp,
    );
  else result = { ok: false, reason: 'not the configured method' };

  // A proof counts once; a question is spent by a wrong answer as well.
  if (result.proofHash && result.expiresAt) {
    const first = await db
      .insert(botCheckUses)
      .values({ proofHash: result.proofHash, expiresAt: result.expiresAt, usedFor: usedFor ?? null })
      .onConflictDoNothing()
      .returning({ proofHash: botCheckUses.proofHash });
    if (first.length === 0 && !(result.ok && usedFor && (await spentOn(db, result.proofHash)) === usedFor)) {
      result = { ok: false, reason: 'used before' };
    }
  }
  if (result.ok) return;
  logger.info('bot check refused', { reason: result.reason });
  throw refusal(
    'questionToken' in proof && result.reason === 'wrong'
      ? 'errorMessages.botCheckWrongAnswer'
      : 'errorMessages.botCheckFailed',
  );
}

async function spentOn(db: Database, proofHash: string): Promise<string | null> {
  const [use] = await db
    .select({ usedFor: botCheckUses.usedFor })
    .from(botCheckUses)
    .where(eq(botCheckUses.proofHash, proofHash));
  return use?.usedFor ?? null;
}

/** Used proofs past their expiry can be forgotten: they would be refused as expired anyway. */
export async function sweepBotCheckUses(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(botCheckUses)
    .where(lt(botCheckUses.expiresAt, now))
    .returning({ proofHash: botCheckUses.proofHash });
  return removed.length;
}
