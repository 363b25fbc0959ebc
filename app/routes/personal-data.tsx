import { data, Form, useNavigation } from 'react-router';
import { FormField } from '../components/form-field';
import { PageMeta } from '../components/page-meta';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { errorStatus, formFailure } from '../lib/form-result';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import type { Route } from './+types/personal-data';

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireCustomer(context.get(shopContext), request);
  return { email: session.user?.email ?? '' };
}

/** Password change (spec §5: needs the current password; the new one twice). */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const form = await request.formData();
  try {
    await shop.call('doChangeUserPassword', {
      currentPassword: String(form.get('currentPassword') ?? ''),
      password: String(form.get('password') ?? ''),
      passwordRepeat: String(form.get('passwordRepeat') ?? ''),
    });
    return { ok: true as const };
  } catch (error) {
    return data(formFailure(error, {}), errorStatus(error));
  }
}

/** /my-account/personal-data: the account's e-mail and its password. */
export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const form = useFormFailure(failure);
  return (
    <>
      <PageMeta title={t('account.personalData')} robots="noindex, nofollow" />
      <h1 className="mb-6 text-3xl font-semibold">{t('account.personalData')}</h1>
      <dl className="mb-8">
        <dt className="font-medium">{t('myAccount.emailLabel')}</dt>
        <dd>{loaderData.email}</dd>
      </dl>
      <section aria-labelledby="change-password" className="max-w-md space-y-4">
        <h2 id="change-password" className="text-xl font-semibold">
          {t('myAccount.changePassword')}
        </h2>
        {actionData?.ok ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
            {t('myAccount.passwordChanged')}
          </p>
        ) : null}
        <Form ref={form} method="post" noValidate className="space-y-4" key={actionData?.ok ? 'saved' : 'editing'}>
          <FormField
            label={t('myAccount.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={failure?.fieldErrors.currentPassword}
          />
          <FormField
            label={t('auth.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={t('auth.passwordHint')}
            error={failure?.fieldErrors.password}
          />
          <FormField
            label={t('auth.passwordRepeat')}
            name="passwordRepeat"
            type="password"
            autoComplete="new-password"
            required
            error={failure?.fieldErrors.passwordRepeat}
          />
          <button type="submit" className="button-primary" disabled={navigation.state !== 'idle'}>
            {t('myAccount.save')}
          </button>
        </Form>
      </section>
    </>
  );
}
