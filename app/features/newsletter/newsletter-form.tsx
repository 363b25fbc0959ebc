import { useId } from 'react';
import { useFetcher } from 'react-router';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/use-locale';
import type { FormFailure } from '../../lib/form-result';
import { FormFailureAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { BotCheckQuestion } from '../../../core/security/bot-check-proof';
import { BotCheckField } from '../bot-check/bot-check-field';

/** What the /newsletter action answers: success, or the field messages and what was typed. */
export type NewsletterResult = { ok: true } | FormFailure<Partial<Record<NewsletterField, string>>>;
type NewsletterField = 'email' | 'firstName' | 'lastName' | 'privacyAccepted' | 'botCheck';

/**
 * The sign-up form of the NewsletterSubscribe block. With JavaScript it posts in the background
 * and answers in place; without, the /newsletter page shows the answer.
 */
export function NewsletterForm({
  blockId,
  showNames,
  nameIsRequired,
  buttonLabel,
  result: pageResult,
  question = null,
}: {
  /** The NewsletterSubscribe block the form belongs to: the server applies its settings. */
  blockId?: string;
  showNames: boolean;
  nameIsRequired: boolean;
  buttonLabel: string;
  /** The answer when the form is drawn by the /newsletter page itself. */
  result?: NewsletterResult;
  /** The bot check's sum for browsers without JavaScript (the /newsletter page; blocks have none). */
  question?: BotCheckQuestion | null;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const fetcher = useFetcher<NewsletterResult>();
  const id = useId();
  const result = fetcher.data ?? pageResult;
  if (result?.ok) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-green-900">
        {t('newsletter.success')}
      </p>
    );
  }
  const failure = result && !result.ok ? result : null;
  const errors: Partial<Record<string, string>> = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const field = (name: NewsletterField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: NewsletterField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
        {t(errors[name] as 'errorMessages.nameRequired')}
      </p>
    ) : null;
  const input = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';

  return (
    <fetcher.Form method="post" action={localize('/newsletter')} noValidate className="space-y-4">
      {blockId ? <input type="hidden" name="blockId" value={blockId} /> : null}
      {showNames ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['firstName', 'lastName'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className="font-medium">
                {t(`newsletter.${name}`)}
                {nameIsRequired ? ' *' : ` ${t('newsletter.optional')}`}
              </label>
              <input
                {...field(name)}
                defaultValue={values[name]}
                autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                maxLength={100}
                className={input}
              />
              {message(name)}
            </div>
          ))}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-email`} className="font-medium">
          {t('newsletter.email')} *
        </label>
        <input {...field('email')} type="email" defaultValue={values.email} autoComplete="email" className={input} />
        {message('email')}
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            {...field('privacyAccepted')}
            type="checkbox"
            value="1"
            defaultChecked={values.privacyAccepted === '1'}
            className="mt-1 size-4"
          />
          <label htmlFor={`${id}-privacyAccepted`}>
            {t('newsletter.privacyBefore')}
            <LocalizedLink to="/privacy-policy" className="underline underline-offset-2">
              {t('newsletter.privacyLink')}
            </LocalizedLink>
            {t('newsletter.privacyAfter')} *
          </label>
        </div>
        {message('privacyAccepted')}
      </div>
      <BotCheckField question={question} error={errors.botCheck} refusal={failure} />
      <FormFailureAlert formError={failure?.formError} />
      <button type="submit" className="button-primary" disabled={fetcher.state !== 'idle'}>
        {buttonLabel}
      </button>
    </fetcher.Form>
  );
}
