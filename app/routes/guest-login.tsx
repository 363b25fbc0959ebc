import { pageMeta } from '../lib/page-meta';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { EmailField, FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, requireVisitor, safeReturnPath } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import type { Route } from './+types/guest-login';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.guestTitle'),
  robots: 'noindex, follow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireVisitor(context.get(shopContext), request);
  return { guestMail: session.user?.guestMail ?? '' };
}

/**
 * /guest/login: continue without an account with just an e-mail (spec §4: a guest is a session
 * with a guestMail). Then on to the page that sent the shopper here, the checkout by default.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = typedValues(form, ['email']);
  try {
    await context.get(shopContext).call('doLoginAsGuest', { email: values.email });
  } catch (error) {
    return data(formFailure(error, values), errorStatus(error));
  }
  const target = safeReturnPath(new URL(request.url).searchParams.get('redirect'), localizedFor(request, '/checkout'));
  return redirect(target, 303);
}

export default function GuestLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const form = useFormFailure(actionData);
  const query = searchParams.get('redirect') ? `?redirect=${encodeURIComponent(searchParams.get('redirect')!)}` : '';
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('auth.guestTitle')}</h1>
      <p className="mb-4 text-slate-700">{t('auth.guestIntro')}</p>
      {actionData?.formError ? (
        <FormAlert>{t(`storefrontError.${actionData.formError.key}` as 'storefrontError.unknownError')}</FormAlert>
      ) : null}
      <Form ref={form} method="post" action={query || undefined} noValidate className="mt-4 space-y-4">
        <EmailField
          label={t('auth.email')}
          defaultValue={actionData?.values.email ?? loaderData.guestMail}
          error={actionData?.fieldErrors.email}
        />
        <button type="submit" className="button-primary w-full" disabled={navigation.state !== 'idle'}>
          {t('auth.guestSubmit')}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <LocalizedLink to={`/login${query}`} className="underline underline-offset-2">
          {t('auth.backToLogin')}
        </LocalizedLink>
      </p>
    </>
  );
}
