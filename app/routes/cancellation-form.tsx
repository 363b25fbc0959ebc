import { useEffect, useRef } from 'react';
import { translationRoute } from '../i18n/translation-route';
import { useTranslation } from '../i18n/use-translation';
import { pageMeta } from '../lib/page-meta';
import { shopContext } from '../shop-context';
import { withdrawalAction, type Step } from '../features/withdrawal/withdrawal-action';
import { ConfirmStep } from '../features/withdrawal/withdrawal-confirm-step';
import { FillStep } from '../features/withdrawal/withdrawal-fill-step';
import { withdrawalFormData } from '../features/withdrawal/withdrawal-order';
import { ReceiptView } from '../features/withdrawal/withdrawal-receipt';
import type { Route } from './+types/cancellation-form';

const translations = translationRoute(['forms']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t, robotsOf }) => ({
  title: t('pages.cancellation-form'),
  description: t('withdrawal.intro'),
  robots: robotsOf('cancellationForm'),
}));

/**
 * /cancellation-form: the electronic withdrawal function (§ 356a BGB, issue 20) and the model
 * withdrawal form. No login: name, e-mail and order number are enough. Two steps (fill in, then
 * "Widerruf bestätigen"), then the receipt at once (and by e-mail). From the account's order page
 * (`?order=`) the order's items can be chosen; the order mail's link (`?order=&accessKey=`) shows
 * them to the session that placed or proved the order, and asks anyone else for the soft login
 * first (the key alone shows nothing of the order). The steps are in `features/withdrawal/`.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return withdrawalFormData(context.get(shopContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return withdrawalAction(context.get(shopContext), request);
}

export default function CancellationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as Step | undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const step = answer?.step ?? 'fill';
  // A new step is announced by moving the focus to its heading (the page itself stays).
  useEffect(() => {
    if (answer && step !== 'fill') heading.current?.focus();
  }, [answer, step]);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-semibold">{t('pages.cancellation-form')}</h1>
      {answer?.step === 'receipt' ? (
        <ReceiptView receipt={answer.receipt} headingRef={heading} />
      ) : answer?.step === 'confirm' ? (
        <ConfirmStep
          answer={answer}
          question={loaderData.question}
          orderLines={loaderData.order?.lines ?? []}
          headingRef={heading}
        />
      ) : (
        <FillStep
          loaderData={loaderData}
          answer={answer?.step === 'fill' ? answer : undefined}
          proofAnswer={answer?.step === 'proof' ? answer : undefined}
        />
      )}
    </div>
  );
}
