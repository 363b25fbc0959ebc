import { pageMeta } from '../lib/page-meta';
import { data, Form, useNavigation } from 'react-router';
import { EmailField } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { errorStatus, formFailure, type FormFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('auth.resetTitle'),
  robots: 'noindex, follow',
}));

/**
 * /reset-password: asks for a reset link. The answer is the same whether or not the address has
 * an account, so the page cannot be used to find out who shops here.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = typedValues(form, ['email']);
  try {
    await context.get(shopContext).call('doResetPassword', { email: values.email });
    return { ok: true as const };
  } catch (error) {
    return data(formFailure(error, values) satisfies FormFailure, errorStatus(error));
  }
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const form = useFormFailure(failure);
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('auth.resetTitle')}</h1>
      {actionData?.ok ? (
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
          {t('auth.resetSent')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t('auth.resetIntro')}</p>
          <Form ref={form} method="post" noValidate className="space-y-4">
            <EmailField
              label={t('auth.email')}
              defaultValue={failure?.values.email}
              error={failure?.fieldErrors.email}
            />
            <button type="submit" className="button-primary w-full" disabled={navigation.state !== 'idle'}>
              {t('auth.resetSubmit')}
            </button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm">
        <LocalizedLink to="/login" className="underline underline-offset-2">
          {t('auth.backToLogin')}
        </LocalizedLink>
      </p>
    </>
  );
}
