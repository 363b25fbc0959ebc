import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * After a refused submission (4xx) React Router keeps the page's data; a 409 means the checkout
 * changed on the server meanwhile (the order click's own address made it tax-free, a method went
 * away), so the page reads it again and shows the new totals beside the message.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
