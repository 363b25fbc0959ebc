import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { localizePath } from '../i18n/locales';
import { claimMail } from '../mail/mail-limits.server';
import { requireHuman } from '../security/bot-check.server';
import { newsletterConfirmationMail } from '../mail/shop-mails';
import { newsletterSignUp } from './newsletter-form';
import { confirmNewsletterSignUp, requireNamesWhereAsked, storeNewsletterSignUp } from './subscriptions.server';

/**
 * doSubscribeNewsletter: a sign-up from the NewsletterSubscribe block. It is stored as pending and
 * the confirmation e-mail goes out; the subscription counts only after its link is opened (double
 * opt-in). An address that is already confirmed gets no second mail, and the same answer.
 */
export const doSubscribeNewsletter = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: newsletterSignUp,
  async handler(ctx, input) {
    const { db, config, mailer, background } = ctx.services;
    await claimMail(ctx, input.email);
    await requireHuman(ctx, input.botCheck);
    await requireNamesWhereAsked(ctx, input);
    const locale = ctx.locale;
    // After the answer: whether the address was subscribed already does not show in its timing.
    background.run('newsletter sign-up', async () => {
      const { confirmationToken, alreadyConfirmed } = await storeNewsletterSignUp(db, input, locale);
      if (alreadyConfirmed) return;
      const link = `${config.publicUrl}${localizePath('/', locale)}?newsletterConfirmation=${confirmationToken}`;
      await mailer.send(newsletterConfirmationMail(locale, input.email, input.firstName, link));
    });
    return true;
  },
});

/** doConfirmNewsletter {token}: the link of the confirmation e-mail, opened on the home page. */
export const doConfirmNewsletter = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({ token: z.string().min(1).max(200) }).strict(),
  async handler(ctx, { token }) {
    if (await confirmNewsletterSignUp(ctx.services.db, token)) return true;
    throw new ApiError({
      status: 400,
      key: 'newsletter.confirmationInvalid',
      message: 'Invalid or used confirmation link',
    });
  },
});
