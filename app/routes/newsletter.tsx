import { pageMeta } from '../lib/page-meta';
import { data } from 'react-router';
import { errorStatus, formFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { NewsletterForm, type NewsletterResult } from '../features/newsletter/newsletter-form';
import { useTranslation } from '../i18n/use-translation';
import { shopContext } from '../shop-context';
import { botCheckFromForm } from '../features/bot-check/bot-check-form-data';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('newsletter.pageTitle'),
  robots: 'noindex, follow',
}));

/**
 * /newsletter: the sign-up of the NewsletterSubscribe block. Block forms post here in the
 * background; without JavaScript this page shows the answer (and the form again on errors, with
 * everything typed kept). Opened directly, it is a sign-up page of its own.
 */
/** The bot check's sum, for a browser without JavaScript (a block's sign-up refused for want of it lands here). */
export async function loader({ context }: Route.LoaderArgs) {
  return { question: await context.get(shopContext).call('getBotCheckQuestion', {}) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = typedValues(form, ['email', 'firstName', 'lastName', 'privacyAccepted']);
  try {
    await context.get(shopContext).call('doSubscribeNewsletter', {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      blockId: typeof form.get('blockId') === 'string' ? (form.get('blockId') as string) || undefined : undefined,
      privacyAccepted: (values.privacyAccepted === '1') as true,
      botCheck: botCheckFromForm(form)!,
    });
    return { ok: true } satisfies NewsletterResult;
  } catch (error) {
    return data(formFailure(error, values) satisfies NewsletterResult, errorStatus(error));
  }
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 text-2xl font-semibold">{t('newsletter.pageTitle')}</h1>
        <NewsletterForm
          showNames
          nameIsRequired={false}
          buttonLabel={t('newsletter.submit')}
          result={actionData}
          question={loaderData.question}
        />
      </div>
    </>
  );
}
