import { defineCall } from '../api/define-call';
import { newsletterSignUp } from './newsletter-form';
import { storeNewsletterSignUp } from './subscriptions.server';

/**
 * doSubscribeNewsletter: a sign-up from the NewsletterSubscribe block. It is stored as pending;
 * the subscription counts only after the link in the confirmation e-mail is opened.
 */
export const doSubscribeNewsletter = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: newsletterSignUp,
  async handler(ctx, input) {
    await storeNewsletterSignUp(ctx.services.db, input, ctx.locale);
    return true;
  },
});
