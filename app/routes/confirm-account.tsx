import { useEffect } from 'react';
import { pageMeta } from '../lib/page-meta';
import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import { FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { accountEventOf } from '../lib/account-events';
import { localizedFor, tokenOfLink } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { shopEvents } from '../lib/shop-events';
import { shopContext } from '../shop-context';
import type { Route } from './+types/confirm-account';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.confirmTitle'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = tokenOfLink(request);
  const state = token
    ? await context.get(shopContext).call('getAccountConfirmationState', { token })
    : { valid: false };
  return { valid: state.valid };
}

/**
 * /confirm-account?token=…: the link of the registration mail. Opening it confirms nothing (mail
 * scanners open links); the click on its button does, logs in and goes to the account, or to the
 * guest order the account keeps.
 */
export async function action({ context, request }: Route.ActionArgs) {
  try {
    const { orderId } = await context.get(shopContext).call('doConfirmAccount', { token: tokenOfLink(request) });
    return redirect(localizedFor(request, orderId ? `/my-account/my-orders/${orderId}` : '/my-account'), 303);
  } catch (error) {
    return data(formFailure(error, {}), errorStatus(error));
  }
}

export default function ConfirmAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  // Spec §4: after a registration a sign-up event; the account exists from this click on.
  const accountEvent = accountEventOf(navigation, location.pathname);
  useEffect(() => {
    if (accountEvent) shopEvents.emit(accountEvent, {});
  }, [accountEvent]);
  const invalid = !loaderData.valid || actionData?.formError?.key === 'login.confirmationUrlInvalid';
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.confirmTitle')}</h1>
      {invalid ? (
        <>
          <FormAlert>{t('storefrontError.login.confirmationUrlInvalid')}</FormAlert>
          <p className="mt-4">
            <LocalizedLink to="/login" className="button-secondary">
              {t('auth.backToLogin')}
            </LocalizedLink>
          </p>
        </>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          {actionData?.formError ? (
            <FormAlert>{t(`storefrontError.${actionData.formError.key}` as 'storefrontError.unknownError')}</FormAlert>
          ) : null}
          <p>{t('auth.confirmIntro')}</p>
          <input type="hidden" name="intent" value="confirmAccount" />
          <button type="submit" className="button-primary w-full" disabled={navigation.state !== 'idle'}>
            {t('auth.confirmSubmit')}
          </button>
        </Form>
      )}
    </>
  );
}
