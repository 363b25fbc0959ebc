import { data, Form, useNavigation } from 'react-router';
import { FormFailureAlert, FormField } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { BotCheckField } from '../features/bot-check/bot-check-field';
import { botCheckFromForm } from '../features/bot-check/bot-check-form-data';
import { MessageField } from '../components/message-field';
import { translationRoute } from '../i18n/translation-route';
import { useTranslation } from '../i18n/use-translation';
import { errorStatus, formFailure, type FormFailure } from '../lib/form-result';
import { typedValues } from '../lib/form-values';
import { pageMeta } from '../lib/page-meta';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import { contactMessageMaxLength } from '../../core/contact/contact-form';
import type { Route } from './+types/contact';

const translations = translationRoute(['forms']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t, robotsOf }) => ({
  title: t('contact.pageTitle'),
  description: t('contact.intro'),
  robots: robotsOf('contact'),
}));

const fields = ['name', 'email', 'subject', 'message', 'orderNumber', 'privacyAccepted'] as const;
type ContactValues = Record<(typeof fields)[number], string>;
type ContactResult = { ok: true; name: string; email: string; copySent: boolean } | FormFailure<ContactValues>;

/** /contact (spec §2, §5, issue 20): the contact form; the sum of the bot check for pages without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const [session, question] = await Promise.all([shop.call('getSession', {}), shop.call('getBotCheckQuestion', {})]);
  return { email: session.user?.email ?? session.user?.guestMail ?? '', question };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = typedValues(form, [...fields]);
  values.message = String(form.get('message') ?? '').slice(0, contactMessageMaxLength + 500);
  try {
    const { copySent } = await context.get(shopContext).call('doSendContactMessage', {
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      orderNumber: values.orderNumber,
      privacyAccepted: (values.privacyAccepted === '1') as true,
      botCheck: botCheckFromForm(form)!,
    });
    return { ok: true, name: values.name.trim(), email: values.email.trim(), copySent } satisfies ContactResult;
  } catch (error) {
    return data(
      formFailure(error, values, { fields: [...fields, 'botCheck'] }) satisfies ContactResult,
      errorStatus(error),
    );
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const result = actionData as ContactResult | undefined;
  const failure = result && !result.ok ? result : null;
  const form = useFormFailure(failure);
  const errors = failure?.fieldErrors ?? {};
  const values: Partial<ContactValues> = failure?.values ?? {};

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-semibold">{t('contact.pageTitle')}</h1>
      <p className="mb-6 text-slate-700">{t('contact.intro')}</p>
      {result?.ok ? (
        <div role="status" className="space-y-3 rounded-md bg-green-50 p-4 text-green-900">
          <p className="font-medium">{t('contact.success', { name: result.name, email: result.email })}</p>
          {result.copySent ? <p>{t('contact.successCopy')}</p> : null}
          <p>
            <LocalizedLink to="/contact" className="underline underline-offset-2">
              {t('contact.another')}
            </LocalizedLink>
          </p>
        </div>
      ) : (
        <Form ref={form} method="post" noValidate className="space-y-4">
          <p className="text-sm text-slate-700">{t('contact.required')}</p>
          <FormFailureAlert formError={failure?.formError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={`${t('contact.name')} *`}
              name="name"
              autoComplete="name"
              maxLength={100}
              defaultValue={values.name}
              error={errors.name}
            />
            <FormField
              label={`${t('contact.email')} *`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email ?? loaderData.email}
              error={errors.email}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <FormField
              label={t('contact.subject')}
              optional
              name="subject"
              maxLength={150}
              defaultValue={values.subject}
              error={errors.subject}
            />
            <FormField
              label={t('contact.orderNumber')}
              optional
              name="orderNumber"
              inputMode="numeric"
              maxLength={12}
              hint={t('contact.orderNumberHint')}
              defaultValue={values.orderNumber}
              error={errors.orderNumber}
            />
          </div>
          <MessageField
            label={`${t('contact.message')} *`}
            name="message"
            maxLength={contactMessageMaxLength}
            defaultValue={values.message}
            error={errors.message}
          />
          <ConsentBox checked={values.privacyAccepted === '1'} error={errors.privacyAccepted} />
          <BotCheckField question={loaderData.question} error={errors.botCheck} refusal={failure} />
          <button type="submit" className="button-primary" disabled={navigation.state !== 'idle'}>
            {t('contact.submit')}
          </button>
        </Form>
      )}
    </div>
  );
}

function ConsentBox({ checked, error }: { checked: boolean; error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id="contact-privacy"
          name="privacyAccepted"
          type="checkbox"
          value="1"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'contact-privacy-error' : undefined}
          className="mt-1 size-4"
        />
        <label htmlFor="contact-privacy">
          {t('contact.privacyBefore')}
          <LocalizedLink to="/privacy-policy" className="underline underline-offset-2">
            {t('contact.privacyLink')}
          </LocalizedLink>
          {t('contact.privacyAfter')} *
        </label>
      </div>
      {error ? (
        <p id="contact-privacy-error" className="mt-1 text-sm font-medium text-red-800">
          {t(error as 'contact.privacyRequired')}
        </p>
      ) : null}
    </div>
  );
}
