import { pageMeta } from '../lib/page-meta';
import { data, Form, useNavigation } from 'react-router';
import { EmailField, FormAlert, FormField, NewPasswordFields } from '../components/form-field';
import { useTranslation } from '../i18n/use-translation';
import { requireCustomer } from '../lib/account-routes';
import { errorStatus, formFailure, type FormFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext, type ShopRequestContext } from '../shop-context';
import type { Route } from './+types/personal-data';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('account.personalData'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  return shop.call('getPersonalData', {});
}

type Intent = 'name' | 'email' | 'password';
/** `email`: the new login address a link was sent to (it counts once the link is opened). */
type PersonalDataResult = { ok: true; intent: Intent; email?: string } | (FormFailure & { intent: Intent });

/** The call behind each of the page's three forms. */
async function save(shop: ShopRequestContext, intent: Intent, form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  if (intent === 'name') {
    await shop.call('doSavePersonalData', { firstName: text('firstName'), lastName: text('lastName') });
  } else if (intent === 'email') {
    await shop.call('doChangeEmail', { email: text('email'), password: text('password') });
  } else {
    // Spec §5: the current password, then the new one twice.
    await shop.call('doChangeUserPassword', {
      currentPassword: text('currentPassword'),
      password: text('password'),
      passwordRepeat: text('passwordRepeat'),
    });
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const form = await request.formData();
  const asked = String(form.get('intent'));
  const intent: Intent = asked === 'name' || asked === 'email' ? asked : 'password';
  try {
    await save(shop, intent, form);
    const email = intent === 'email' ? { email: String(form.get('email') ?? '').trim() } : {};
    return { ok: true, intent, ...email } satisfies PersonalDataResult;
  } catch (error) {
    const values = typedValues(form, ['firstName', 'lastName', 'email']);
    return data({ ...formFailure(error, values), intent } satisfies PersonalDataResult, errorStatus(error));
  }
}

/** /my-account/personal-data: name, login e-mail (confirmed with the password) and password. */
export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const result = actionData as PersonalDataResult | undefined;
  const failureOf = (intent: Intent) => (result && !result.ok && result.intent === intent ? result : null);
  const savedOf = (intent: Intent) => (result?.ok && result.intent === intent ? result : null);
  const nameForm = useFormFailure(failureOf('name'));
  const emailForm = useFormFailure(failureOf('email'));
  const passwordForm = useFormFailure(failureOf('password'));
  const busy = navigation.state !== 'idle';
  const section = 'max-w-md space-y-4 border-t border-slate-200 pt-6';
  const saved = (intent: Intent, message: string) =>
    savedOf(intent) ? (
      <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
        {message}
      </p>
    ) : null;
  const alert = (intent: Intent) => {
    const failure = failureOf(intent);
    return failure?.formError ? (
      <FormAlert>
        {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
      </FormAlert>
    ) : null;
  };

  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('account.personalData')}</h1>
      <div className="space-y-8">
        <section aria-labelledby="name-title" className="max-w-md space-y-4">
          <h2 id="name-title" className="text-xl font-semibold">
            {t('myAccount.nameLabel')}
          </h2>
          {saved('name', t('myAccount.nameSaved'))}
          <Form ref={nameForm} method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="name" />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('auth.firstName')}
                name="firstName"
                autoComplete="given-name"
                maxLength={100}
                defaultValue={failureOf('name')?.values.firstName ?? loaderData.firstName}
                error={failureOf('name')?.fieldErrors.firstName}
              />
              <FormField
                label={t('auth.lastName')}
                name="lastName"
                autoComplete="family-name"
                maxLength={100}
                defaultValue={failureOf('name')?.values.lastName ?? loaderData.lastName}
                error={failureOf('name')?.fieldErrors.lastName}
              />
            </div>
            <button type="submit" className="button-primary" disabled={busy}>
              {t('myAccount.save')}
            </button>
          </Form>
        </section>

        <section aria-labelledby="email-title" className={section}>
          <h2 id="email-title" className="text-xl font-semibold">
            {t('myAccount.changeEmail')}
          </h2>
          <p>{t('myAccount.currentEmail', { email: loaderData.email })}</p>
          {saved('email', t('myAccount.emailChangeSent', { email: savedOf('email')?.email ?? '' }))}
          {alert('email')}
          <Form
            ref={emailForm}
            method="post"
            noValidate
            className="space-y-4"
            key={savedOf('email') ? 'saved' : 'open'}
          >
            <input type="hidden" name="intent" value="email" />
            <EmailField
              label={t('myAccount.newEmail')}
              defaultValue={failureOf('email')?.values.email}
              error={failureOf('email')?.fieldErrors.email}
            />
            <FormField
              label={t('myAccount.confirmWithPassword')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={failureOf('email')?.fieldErrors.password}
            />
            <button type="submit" className="button-primary" disabled={busy}>
              {t('myAccount.save')}
            </button>
          </Form>
        </section>

        <section aria-labelledby="password-title" className={section}>
          <h2 id="password-title" className="text-xl font-semibold">
            {t('myAccount.changePassword')}
          </h2>
          {saved('password', t('myAccount.passwordChanged'))}
          {alert('password')}
          <Form
            ref={passwordForm}
            method="post"
            noValidate
            className="space-y-4"
            key={savedOf('password') ? 'saved' : 'open'}
          >
            <input type="hidden" name="intent" value="password" />
            <FormField
              label={t('myAccount.currentPassword')}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              error={failureOf('password')?.fieldErrors.currentPassword}
            />
            <NewPasswordFields errors={failureOf('password')?.fieldErrors} />
            <button type="submit" className="button-primary" disabled={busy}>
              {t('myAccount.save')}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
