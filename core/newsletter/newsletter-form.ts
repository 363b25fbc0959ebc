import { z } from 'zod';
import { emailAddress } from '../customers/email-address';
import { botCheckProof } from '../security/bot-check-proof';

/**
 * The newsletter sign-up (spec §3 Newsletter subscription, §5: first name, last name, privacy
 * acceptance). `blockId` names the NewsletterSubscribe block whose form it is; the server reads
 * from that block whether names are required (without one: the /newsletter page's own form, where
 * they are optional). Messages are translation keys, shown next to their field. Spec §5: a bot
 * check (issue 20).
 */
export const newsletterSignUp = z
  .object({
    email: emailAddress,
    firstName: z.string().trim().max(100, 'errorMessages.tooLong').optional().default(''),
    lastName: z.string().trim().max(100, 'errorMessages.tooLong').optional().default(''),
    blockId: z.string().min(1).max(64).optional(),
    privacyAccepted: z.literal(true, { error: 'newsletter.privacyRequired' }),
    botCheck: botCheckProof,
  })
  .strict();
export type NewsletterSignUp = z.output<typeof newsletterSignUp>;
