import { data, redirect } from 'react-router';
import { choiceFor, consentCookie, consentCookieValue, type ConsentChoice } from '../../core/consent/consent-choice';
import { ConsentFields } from '../features/consent/consent-fields';
import {
  ConsentDecisionButtons,
  ConsentForm,
  ConsentSaveButton,
  type ConsentDecision,
} from '../features/consent/consent-form';
import { useConsent } from '../lib/consent-store';
import { formatDateTime } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { translationRoute } from '../i18n/translation-route';
import { safeReturnPath } from '../lib/account-routes';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { shopContext } from '../shop-context';
import type { Route } from './+types/cookie-settings';

const translations = translationRoute(['consent']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('consent.pageTitle'),
  description: t('consent.pageIntro'),
  robots: 'noindex',
}));

const decisions: ConsentDecision[] = ['acceptAll', 'rejectAll', 'save'];

/**
 * /cookie-settings (issue 21): the consent settings as a page of its own, for the footer link
 * without JavaScript, and the address the consent form posts to. The choice is stored in the
 * consent cookie for 365 days; the visitor goes back to the page they came from.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: safeReturnPath(new URL(request.url).searchParams.get('returnTo'), '/') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const decision = decisions.find((known) => known === form.get('intent'));
  if (!decision) return data({ ok: false }, 400);
  const { consent } = await shop.call('getPageShell', {});
  const chosen = form.getAll('service').slice(0, 50).map(String);
  const choice: ConsentChoice = choiceFor(decision, consent.services, chosen, Date.now());
  const cookie = [
    `${consentCookie.name}=${consentCookieValue(choice, consent.services)}`,
    'Path=/',
    `Max-Age=${consentCookie.maxAgeSeconds}`,
    'SameSite=Lax',
    ...(shop.secureCookies ? ['Secure'] : []),
  ].join('; ');
  const headers = { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' };
  if (form.get('reply') === 'data') return data({ ok: true, choice }, { headers });
  throw redirect(safeReturnPath(form.get('returnTo'), '/'), { status: 303, headers });
}

export default function CookieSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const services = useRootData()?.consent.services ?? [];
  const { choice } = useConsent();
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-semibold">{t('consent.pageTitle')}</h1>
      <p className="mb-2 text-slate-700">{t('consent.pageIntro')}</p>
      <p className="mb-6 text-slate-700" role="status">
        {choice
          ? t('consent.decidedAt', { date: formatDateTime(new Date(choice.decidedAt), locale) })
          : t('consent.undecided')}
      </p>
      <ConsentForm services={services} returnTo={loaderData.returnTo} className="space-y-4">
        <ConsentFields key={choice?.decidedAt ?? 0} services={services} choice={choice} />
        <div className="flex flex-col gap-3">
          <ConsentSaveButton />
          <ConsentDecisionButtons />
        </div>
      </ConsentForm>
    </div>
  );
}
