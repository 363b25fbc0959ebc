/**
 * The longest review or reply text (spec §9: 500 characters). A module without zod: the product
 * page's dialog and the review page set it on their fields, and neither loads the form schema
 * (core/reviews/review-form.ts) into the browser for one number (issue 33).
 */
export const reviewTextMaxLength = 500;
