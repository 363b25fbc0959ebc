import { z } from 'zod';
import { reviewTextMaxLength } from './review-text';

const singleLine = /^[^\r\n]*$/;

/**
 * A review and a reply as people write them (spec §3 Review, §5, §9: text and reply at most 500
 * characters; rating, title and text required), checked by the review calls. The browser's forms
 * take only the text limit (review-text.ts), not zod. Messages are translation keys at their field.
 */
export const reviewFields = {
  rating: z
    .number({ error: 'review.ratingRequired' })
    .int({ error: 'review.ratingRequired' })
    .min(1, 'review.ratingRequired')
    .max(5, 'review.ratingRequired'),
  title: z
    .string()
    .trim()
    .min(1, 'review.titleRequired')
    .max(100, 'errorMessages.tooLong')
    .regex(singleLine, 'contact.singleLine'),
  message: z.string().trim().min(1, 'review.messageRequired').max(reviewTextMaxLength, 'review.messageTooLong'),
  authorName: z.string().trim().max(60, 'errorMessages.tooLong').regex(singleLine, 'contact.singleLine').optional(),
};

export const replyMessage = z
  .string()
  .trim()
  .min(1, 'review.replyRequired')
  .max(reviewTextMaxLength, 'review.replyTooLong');
