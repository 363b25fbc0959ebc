import type { BotCheckProof } from '../../../core/security/bot-check-proof';

/** Names of the bot check's form fields (the field component writes them, actions read them). */
export const botCheckFieldNames = {
  proofOfWork: 'botProofOfWork',
  turnstile: 'botTurnstile',
  questionToken: 'botQuestionToken',
  answer: 'botAnswer',
} as const;

/** The proof a form carries, for the call's `botCheck`; undefined when it carries none. */
export function botCheckFromForm(form: FormData): BotCheckProof | undefined {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 5_000) : '';
  };
  const proofOfWork = text(botCheckFieldNames.proofOfWork);
  if (proofOfWork) return { proofOfWork };
  const turnstile = text(botCheckFieldNames.turnstile);
  if (turnstile) return { turnstile };
  const questionToken = text(botCheckFieldNames.questionToken);
  if (questionToken) return { questionToken, answer: text(botCheckFieldNames.answer).slice(0, 50) };
  return undefined;
}
