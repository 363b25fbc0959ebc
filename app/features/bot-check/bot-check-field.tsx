import { useEffect, useId, useRef, useState } from 'react';
import type { BotCheckQuestion } from '../../../core/security/bot-check-proof';
import { api } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { botCheckFieldNames } from './bot-check-form-data';
import { holdSubmission } from './hold-submission';

type State = 'idle' | 'checking' | 'verified' | 'failed';

/**
 * The bot check of an open form (issue 20). In the server's HTML it is a small sum (it works
 * without JavaScript); once the page runs, it is a check box: ticking it fetches a challenge and
 * the browser proves work (or Cloudflare Turnstile shows, when the shop uses it). The state is
 * announced to screen readers; nothing of it needs a pointer or sight.
 *
 * While the check runs, the form waits: its submit buttons are marked unusable, described by the
 * check's status, and a submission is held back (hold-submission.ts), so nobody sends the form
 * without its proof and loses the tick to a refusal (issue 34).
 *
 * `refusal`: the form's answer; when it refused the bot check, the box is cleared to tick again.
 */
export function BotCheckField({
  question,
  error,
  refusal,
}: {
  /** The sum for browsers without JavaScript, a sentence made on the server; null where the page is shared (a block). */
  question: BotCheckQuestion | null;
  /** Translation key of the refusal at this field. */
  error?: string;
  refusal?: unknown;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  const [state, setState] = useState<State>('idle');
  const [proof, setProof] = useState<{ name: string; value: string } | null>(null);
  const [turnstile, setTurnstile] = useState<{ siteKey: string; scriptUrl: string } | null>(null);
  const running = useRef<AbortController | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // A new answer of the form that refused the bot check: the box is cleared to tick again.
  const [seenRefusal, setSeenRefusal] = useState(refusal);
  if (refusal !== seenRefusal) {
    setSeenRefusal(refusal);
    if (error) {
      setProof(null);
      setState('idle');
      setTurnstile(null);
    }
  }
  useEffect(() => {
    if (error) running.current?.abort();
  }, [error, refusal]);
  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    const form = state === 'checking' ? root.current?.closest('form') : null;
    return form ? holdSubmission(form, `${id}-status`) : undefined;
  }, [state, id]);

  const errorId = `${id}-error`;
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
      {t(error as 'errorMessages.botCheckRequired')}
    </p>
  ) : null;

  // Without JavaScript (and where the browser cannot prove work): the sum.
  const workPossible = hydrated && typeof crypto !== 'undefined' && Boolean(crypto.subtle);
  if (!workPossible) {
    if (!question) return null;
    return (
      <fieldset className="rounded-md border border-slate-300 p-4">
        <legend className="px-1 font-medium">{t('botCheck.legend')}</legend>
        <input type="hidden" name={botCheckFieldNames.questionToken} value={question.token} />
        <label htmlFor={`${id}-answer`} className="block">
          {question.text} *
        </label>
        <input
          id={`${id}-answer`}
          name={botCheckFieldNames.answer}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? errorId : null].filter(Boolean).join(' ')}
          className="mt-1 w-24 rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {t('botCheck.questionHint')}
        </p>
        {errorText}
      </fieldset>
    );
  }

  async function start() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState('checking');
    setProof(null);
    try {
      const challenge = await api.call('getBotCheckChallenge', {}, { method: 'GET', quiet: true });
      if (controller.signal.aborted) return;
      if (challenge.method === 'turnstile') {
        setTurnstile({ siteKey: challenge.siteKey, scriptUrl: challenge.scriptUrl });
        return;
      }
      const { solveProofOfWork } = await import('./solve-proof-of-work');
      const solved = await solveProofOfWork(challenge.challenge, controller.signal);
      if (controller.signal.aborted) return;
      if (!solved) throw new Error('not solved');
      setProof({ name: botCheckFieldNames.proofOfWork, value: solved });
      setState('verified');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  }

  function toggle(checked: boolean) {
    if (!checked) {
      running.current?.abort();
      setProof(null);
      setTurnstile(null);
      setState('idle');
      return;
    }
    void start();
  }

  const status =
    state === 'checking'
      ? t('botCheck.checking')
      : state === 'verified'
        ? t('botCheck.verified')
        : state === 'failed'
          ? t('botCheck.failed')
          : '';
  return (
    <div ref={root}>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-box`}
          type="checkbox"
          className="mt-1 size-4"
          checked={state === 'checking' || state === 'verified'}
          onChange={(event) => toggle(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-status`, error ? errorId : null].filter(Boolean).join(' ')}
        />
        <label htmlFor={`${id}-box`}>{t('botCheck.checkbox')} *</label>
      </div>
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {status}
      </p>
      {proof ? <input type="hidden" name={proof.name} value={proof.value} /> : null}
      {turnstile ? (
        <TurnstileBox
          siteKey={turnstile.siteKey}
          scriptUrl={turnstile.scriptUrl}
          onToken={(token) => {
            setProof(token ? { name: botCheckFieldNames.turnstile, value: token } : null);
            setState(token ? 'verified' : 'failed');
          }}
        />
      ) : null}
      {errorText}
    </div>
  );
}

function TurnstileBox({
  siteKey,
  scriptUrl,
  onToken,
}: {
  siteKey: string;
  scriptUrl: string;
  onToken: (token: string | null) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  });
  useEffect(() => {
    let remove: (() => void) | null = null;
    let cancelled = false;
    void import('./turnstile-widget')
      .then(({ renderTurnstile }) =>
        renderTurnstile(container.current!, {
          siteKey,
          scriptUrl,
          language: locale,
          onToken: (token) => report.current(token),
        }),
      )
      .then((removeWidget) => (cancelled ? removeWidget() : (remove = removeWidget)))
      .catch(() => report.current(null));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [siteKey, scriptUrl, locale]);
  return (
    <div className="mt-2">
      <p className="text-sm">{t('botCheck.turnstile')}</p>
      <div ref={container} />
    </div>
  );
}
