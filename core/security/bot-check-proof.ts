import { z } from 'zod';

/**
 * What a form sends as its bot check (issue 20; checked by bot-check.server.ts): a solved
 * proof-of-work challenge, a Turnstile token, or the answer to the sum asked without JavaScript.
 */
export const botCheckProof = z.union(
  [
    z.object({ proofOfWork: z.string().min(1).max(5_000) }).strict(),
    z.object({ turnstile: z.string().min(1).max(5_000) }).strict(),
    z.object({ questionToken: z.string().min(1).max(1_000), answer: z.string().max(50) }).strict(),
  ],
  { error: 'errorMessages.botCheckRequired' },
);
export type BotCheckProof = z.output<typeof botCheckProof>;

/** The sum a page asks without JavaScript: a sentence to show, and the token its form sends back. */
export interface BotCheckQuestion {
  text: string;
  token: string;
}
