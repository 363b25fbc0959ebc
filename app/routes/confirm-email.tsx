import { pageMeta } from '../lib/page-meta';
import { data, Form, useNavigation } from 'react-router';
import { FormAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { tokenOfLink } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { shopContext } from '../shop-context';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.confirmEmailTitle'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = tokenOfLink(request);
  const state = token ? await context.get(shopContext).call('getEmailChangeState', { token }) : { valid: false };
  return { valid: state.valid };
}

/**
 * /confirm-email?token=…: the link of the mail to a customer's new login address (issue 33).
 * Opening it changes nothing (mail scanners open links); the click on its button does. It needs
 * no login: the link proves the address, and it may be opened on another device.
 */
export async function action({ context, request }: Route.ActionArgs) {
  try {
    const { email } = await context.get(shopContext).call('doConfirmEmailChange', { token: tokenOfLink(request) });
    return { ok: true as const, email };
  } catch (error) {
    return data(formFailure(error, {}), errorStatus(error));
  }
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const invalid = !loaderData.valid || failure?.formError?.key === 'login.emailChangeUrlInvalid';
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.confirmEmailTitle')}</h1>
      {actionData?.ok ? (
        <>
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
            {t('auth.emailConfirmed', { email: actionData.email })}
          </p>
          <p className="mt-4">
            <LocalizedLink to="/my-account" className="button-secondary">
              {t('auth.toMyAccount')}
            </LocalizedLink>
          </p>
        </>
      ) : invalid ? (
        <>
          <FormAlert>{t('storefrontError.login.emailChangeUrlInvalid')}</FormAlert>
          <p className="mt-4">
            <LocalizedLink to="/my-account/personal-data" className="button-secondary">
              {t('auth.toMyAccount')}
            </LocalizedLink>
          </p>
        </>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          {failure?.formError ? (
            <FormAlert>
              {t(
                `storefrontError.${failure.formError.key}` as 'storefrontError.unknownError',
                failure.formError.values,
              )}
            </FormAlert>
          ) : null}
          <p>{t('auth.confirmEmailIntro')}</p>
          <input type="hidden" name="intent" value="confirmEmail" />
          <button type="submit" className="button-primary w-full" disabled={navigation.state !== 'idle'}>
            {t('auth.confirmEmailSubmit')}
          </button>
        </Form>
      )}
    </>
  );
}
