import { z } from 'zod';
import { emailAddress } from '../customers/email-address';
import { botCheckProof } from '../security/bot-check-proof';

/**
 * The newsletter sign-up (spec §3 Newsletter subscription, §5: first name, last name, privacy
 * acceptance). Names are asked for only when the block shows them and required only when it says
 * so. Messages are translation keys, shown next to their field. Spec §5: a bot check (issue 20).
 */
export const newsletterSignUp = z
  .object({
    email: emailAddress,
    firstName: z.string().trim().max(100, 'errorMessages.tooLong').optional().default(''),
    lastName: z.string().trim().max(100, 'errorMessages.tooLong').optional().default(''),
    nameIsRequired: z.boolean().optional().default(false),
    privacyAccepted: z.literal(true, { error: 'newsletter.privacyRequired' }),
    botCheck: botCheckProof,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.nameIsRequired) return;
    if (value.firstName === '')
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'errorMessages.nameRequired' });
    if (value.lastName === '')
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'errorMessages.nameRequired' });
  });
export type NewsletterSignUp = z.output<typeof newsletterSignUp>;
