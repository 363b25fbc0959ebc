import type { CallContext } from '../api/context';
import { emailKey } from './email-key';
import { enforceRateLimits, takeRateLimits, type RateLimit } from '../security/rate-limits.server';

/**
 * Mails a visitor can make the shop send (a reset link, a newsletter confirmation, a welcome, an
 * order confirmation) carry text they chose to an address they chose: without limits the shop is
 * a spam cannon. At most MAIL_LIMIT_PER_RECIPIENT_HOUR (5) such mails an hour to one address, and
 * MAIL_LIMIT_PER_CLIENT_HOUR (20) asked for from one client address. Counted whether or not the
 * address has an account, so a refusal tells nothing.
 */
function limitsFor(ctx: CallContext, to: string): RateLimit[] {
  const { MAIL_LIMIT_PER_RECIPIENT_HOUR, MAIL_LIMIT_PER_CLIENT_HOUR } = ctx.services.config;
  return [
    { bucket: 'mail.recipient', key: emailKey(to), limit: MAIL_LIMIT_PER_RECIPIENT_HOUR, windowMinutes: 60 },
    { bucket: 'mail.client', key: ctx.hints.clientIp, limit: MAIL_LIMIT_PER_CLIENT_HOUR, windowMinutes: 60 },
  ];
}

/** Counts a mail the call will send to `to`, or refuses the call with 429 (minutes to wait). */
export async function claimMail(ctx: CallContext, to: string): Promise<void> {
  await enforceRateLimits(ctx.services.db, limitsFor(ctx, to), {
    key: 'mail.tooManyMails',
    message: 'Too many e-mails were requested.',
  });
}

/** For mails that follow something that must not fail (an order): true when it may be sent. */
export async function mayMail(ctx: CallContext, to: string): Promise<boolean> {
  const answer = await takeRateLimits(ctx.services.db, limitsFor(ctx, to));
  if (!answer.allowed) ctx.services.logger.info('a mail was left out: the address had enough mails this hour');
  return answer.allowed;
}
