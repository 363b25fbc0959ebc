import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { TranslationKey } from '../../../core/i18n/translator';
import type { StaffNewsletterEntry } from '../../../core/newsletter/staff-newsletter.server';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, rethrowFaults } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import {
  NewsletterFilters,
  SubscriberConfirmation,
  SubscriberTable,
  type SubscriberIntent,
} from '../../staff/newsletter/newsletter-list';
import { newsletterCallInput, newsletterQuery } from '../../staff/newsletter/newsletter-query';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-newsletter';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.newsletter.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/newsletter (issue 37, role `content`): the subscribers with the proof of their opt-in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = newsletterQuery(new URL(request.url).searchParams);
  try {
    const list = await context.get(shopContext).call('getStaffNewsletter', newsletterCallInput(query));
    return { query, list: list as { entries: StaffNewsletterEntry[]; total: number }, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ query, list: null, forbidden: true }, 403);
    throw error;
  }
}

type ActionAnswer =
  | { done: SubscriberIntent; email: string }
  | { confirm: SubscriberIntent; email: string }
  | { refused: string; email: string };

/** A delete or unsubscribe asks first; only the confirmed form acts. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const email = String(form.get('email') ?? '').slice(0, 300);
  if (intent !== 'delete' && intent !== 'unsubscribe') throw data(null, 400);
  if (form.get('confirmed') !== 'yes') return { confirm: intent, email } satisfies ActionAnswer;
  try {
    const call = intent === 'delete' ? 'doDeleteNewsletterSubscriber' : 'doUnsubscribeNewsletterSubscriber';
    await context.get(shopContext).call(call, { email });
    return { done: intent, email } satisfies ActionAnswer;
  } catch (error) {
    rethrowFaults(error);
    return data({ refused: `storefrontError.${error.key}`, email } satisfies ActionAnswer, errorStatus(error));
  }
}

export default function StaffNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden || !loaderData.list) return <StaffForbidden needs="content" />;
  const answer = actionData as ActionAnswer | undefined;
  return (
    <section aria-labelledby="staff-newsletter-title" className="space-y-4">
      <h1 id="staff-newsletter-title" className="text-2xl font-semibold">
        {t('staff.newsletter.title')}
      </h1>
      <p className="text-slate-700">{t('staff.newsletter.intro')}</p>
      {answer && 'done' in answer ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t(`staff.newsletter.done.${answer.done}`, { email: answer.email })}
        </p>
      ) : null}
      {answer && 'refused' in answer ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {t(answer.refused as TranslationKey)}
        </p>
      ) : null}
      {answer && 'confirm' in answer ? <SubscriberConfirmation intent={answer.confirm} email={answer.email} /> : null}
      <NewsletterFilters query={loaderData.query} />
      <SubscriberTable entries={loaderData.list.entries} total={loaderData.list.total} query={loaderData.query} />
    </section>
  );
}
