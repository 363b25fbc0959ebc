import { z } from 'zod';

/**
 * A review and a reply as people write them (spec §3 Review, §5, §9: text and reply at most 500
 * characters; rating, title and text required). Browser-safe: the review modal checks with it
 * too. Messages are translation keys at their field.
 */
export const reviewTextMaxLength = 500;

const singleLine = /^[^\r\n]*$/;

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
