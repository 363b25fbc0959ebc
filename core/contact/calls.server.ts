import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { emailKey } from '../mail/email-key';
import { claimMail } from '../mail/mail-limits.server';
import { botCheckProof } from '../security/bot-check-proof';
import { newBotCheckChallenge, newBotCheckQuestion, requireHuman } from '../security/bot-check.server';
import { enforceRateLimits } from '../security/rate-limits.server';
import { contactMessageFields } from './contact-form';
import { contactCopyMail, contactMessageMail } from './contact-mails';

/**
 * doSendContactMessage (spec §1 "send a contact message", §5, issue 20). The message goes to the
 * shop (SHOP_CONTACT_EMAIL) with Reply-To the sender, and a copy to the sender. Both wait in the
 * outbox until the mail server takes them (retried hourly), so nothing sent here is lost.
 * Limits per client address and per sender; the bot check comes after them, so a flood of bad
 * proofs costs the shop no key derivations beyond the limit.
 */
export const doSendContactMessage = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ ...contactMessageFields, botCheck: botCheckProof }).strict(),
  async handler(ctx, input) {
    const { db, config, mailer, logger } = ctx.services;
    const tooMany = { key: 'contact.tooManyMessages', message: 'Too many contact messages.' };
    await enforceRateLimits(
      db,
      [
        {
          bucket: 'contact.client',
          key: ctx.hints.clientIp,
          limit: config.CONTACT_LIMIT_PER_CLIENT_HOUR,
          windowMinutes: 60,
        },
        {
          bucket: 'contact.sender',
          key: emailKey(input.email),
          limit: config.CONTACT_LIMIT_PER_HOUR,
          windowMinutes: 60,
        },
      ],
      tooMany,
    );
    await requireHuman(ctx, input.botCheck);
    const message = { ...input, locale: ctx.locale, sentAt: new Date() };
    try {
      await mailer.send(contactMessageMail(config.SHOP_CONTACT_EMAIL, message));
    } catch (error) {
      logger.error('a contact message could not be stored', { error: String(error) });
      throw new ApiError({ status: 503, key: 'contact.mailFailed', message: 'The message could not be sent.' });
    }
    // The copy is a mail to an address the visitor typed: it counts against the mail limits, and
    // without it the message still reached the shop.
    try {
      await claimMail(ctx, input.email);
      await mailer.send(contactCopyMail(message));
    } catch (error) {
      logger.info('the copy of a contact message was left out', { error: String(error) });
      return { copySent: false };
    }
    return { copySent: true };
  },
});

/** getBotCheckChallenge: what the browser needs to run the bot check (issue 20). */
export const getBotCheckChallenge = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  handler: (ctx) => newBotCheckChallenge(ctx.services),
});

/**
 * getBotCheckQuestion: the sum asked on pages drawn for browsers without JavaScript. For the
 * pages' loaders only: over HTTP it is refused, as an answer to it would be (issue 33).
 */
export const getBotCheckQuestion = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    if (ctx.transport !== 'page') {
      throw new ApiError({ status: 403, key: 'forbidden', message: "The sum is asked on the shop's pages only." });
    }
    return newBotCheckQuestion(ctx.services, ctx.locale);
  },
});
