import { pageMeta } from '../lib/page-meta';
import { data, Form, redirect, useNavigation } from 'react-router';
import { FormAlert, NewPasswordFields } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { localizedFor, tokenOfLink } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import type { Route } from './+types/set-new-password';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.setTitle'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = tokenOfLink(request);
  const state = token ? await context.get(shopContext).call('getPasswordResetLinkState', { token }) : { valid: false };
  return { valid: state.valid };
}

/** /set-new-password?token=…: the link from the reset e-mail (spec §2), then /reset-password-success. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await context.get(shopContext).call('doSetNewPassword', {
      token: tokenOfLink(request),
      password: String(form.get('password') ?? ''),
      passwordRepeat: String(form.get('passwordRepeat') ?? ''),
    });
  } catch (error) {
    return data(formFailure(error, {}), errorStatus(error));
  }
  return redirect(localizedFor(request, '/reset-password-success'), 303);
}

export default function SetNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const form = useFormFailure(actionData);
  const invalid = !loaderData.valid || actionData?.formError?.key === 'login.resetPasswordUrlInvalid';
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('auth.setTitle')}</h1>
      {invalid ? (
        <>
          <FormAlert>{t('storefrontError.login.resetPasswordUrlInvalid')}</FormAlert>
          <p className="mt-4">
            <LocalizedLink to="/reset-password" className="button-secondary">
              {t('auth.requestNewLink')}
            </LocalizedLink>
          </p>
        </>
      ) : (
        <Form ref={form} method="post" noValidate className="space-y-4">
          <NewPasswordFields errors={actionData?.fieldErrors} />
          <button type="submit" className="button-primary w-full" disabled={navigation.state !== 'idle'}>
            {t('auth.setSubmit')}
          </button>
        </Form>
      )}
    </>
  );
}
