import { z } from 'zod';
import { emailAddress } from '../customers/email-address';

/** Spec §5 and issue 20: the contact form's fields; messages are translation keys at their field. */
export const contactMessageMaxLength = 2_000;

const singleLine = /^[^\r\n]*$/;

export const contactMessageFields = {
  name: z
    .string()
    .trim()
    .min(1, 'contact.nameRequired')
    .max(100, 'errorMessages.tooLong')
    .regex(singleLine, 'contact.singleLine'),
  email: emailAddress,
  subject: z
    .string()
    .trim()
    .max(150, 'errorMessages.tooLong')
    .regex(singleLine, 'contact.singleLine')
    .optional()
    .default(''),
  message: z.string().trim().min(1, 'contact.messageRequired').max(contactMessageMaxLength, 'contact.messageTooLong'),
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{0,12}$/, 'contact.orderNumberDigits')
    .optional()
    .default(''),
  privacyAccepted: z.literal(true, { error: 'contact.privacyRequired' }),
};
