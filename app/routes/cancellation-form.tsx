import { useEffect, useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { FieldsetError, FormFailureAlert, FormField } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { BotCheckField } from '../features/bot-check/bot-check-field';
import { botCheckFromForm } from '../features/bot-check/bot-check-form-data';
import { translationRoute } from '../i18n/translation-route';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { formatDate } from '../../core/i18n/format';
import { errorStatus, formFailure, schemaFailure, type FormFailure } from '../lib/form-result';
import { formId, typedValues } from '../lib/form-values';
import { pageMeta } from '../lib/page-meta';
import { useFormFailure } from '../lib/use-form-failure';
import { shopContext } from '../shop-context';
import { withdrawalForm } from '../../core/withdrawal/withdrawal-form';
import { WithdrawalOrderProof } from '../features/withdrawal/withdrawal-order-proof';
import {
  proveWithdrawalOrder,
  withdrawalFormData,
  type OrderProofAnswer,
} from '../features/withdrawal/withdrawal-order';
import type { Route } from './+types/cancellation-form';

const translations = translationRoute(['forms']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('pages.cancellation-form'),
  description: t('withdrawal.intro'),
}));

const textFields = [
  'name',
  'email',
  'address',
  'orderNumber',
  'orderedOn',
  'receivedOn',
  'scope',
  'itemsDescription',
] as const;
type WithdrawalValues = Record<(typeof textFields)[number], string> & { orderItemIds: string[]; accessKey: string };

type Step =
  | { step: 'fill'; failure: FormFailure<WithdrawalValues> | null; values: WithdrawalValues }
  | { step: 'confirm'; values: WithdrawalValues; idempotencyKey: string; failure: FormFailure<WithdrawalValues> | null }
  | { step: 'receipt'; receipt: Receipt }
  | OrderProofAnswer;
type Receipt = {
  declaredAtText: string;
  name: string;
  email: string;
  address: string;
  orderNumber: string;
  orderedOn: string;
  receivedOn: string;
  scope: 'all' | 'some';
  itemsDescription: string;
  lines: Array<{ id: number; name: string; quantity: number }>;
  /** The order was not proven: the shop checks the declaration and confirms it. */
  checkedByShop: boolean;
};

/**
 * /cancellation-form: the electronic withdrawal function (§ 356a BGB, issue 20) and the model
 * withdrawal form. No login: name, e-mail and order number are enough. Two steps (fill in, then
 * "Widerruf bestätigen"), then the receipt at once (and by e-mail). From the account's order page
 * (`?order=`) the order's items can be chosen; the order mail's link (`?order=&accessKey=`) shows
 * them to the session that placed or proved the order, and asks anyone else for the soft login
 * first (the key alone shows nothing of the order).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return withdrawalFormData(context.get(shopContext), request);
}

function valuesOf(form: FormData): WithdrawalValues {
  return {
    ...typedValues(form, [...textFields]),
    orderItemIds: form.getAll('orderItemIds').map(String).slice(0, 200),
    accessKey: String(form.get('accessKey') ?? '').slice(0, 200),
  };
}

function callInput(values: WithdrawalValues) {
  return {
    name: values.name,
    email: values.email,
    address: values.address,
    orderNumber: values.orderNumber,
    orderedOn: values.orderedOn,
    receivedOn: values.receivedOn,
    scope: values.scope as 'all',
    itemsDescription: values.itemsDescription,
    orderItemIds: values.orderItemIds.map((id) => formId(id) ?? -1),
  };
}

export async function action({
  context,
  request,
}: Route.ActionArgs): Promise<Step | ReturnType<typeof data<Step>> | Response> {
  const form = await request.formData();
  const values = valuesOf(form);
  const intent = form.get('intent');
  if (intent === 'prove') return proveWithdrawalOrder(context.get(shopContext), request, form);
  if (intent === 'edit') return { step: 'fill', failure: null, values };
  if (intent !== 'confirm') {
    const checked = withdrawalForm.safeParse(callInput(values));
    if (!checked.success) {
      return data({ step: 'fill', failure: schemaFailure(checked.error.issues, values), values } satisfies Step, 400);
    }
    return { step: 'confirm', values, idempotencyKey: crypto.randomUUID(), failure: null };
  }
  const idempotencyKey = String(form.get('idempotencyKey') ?? '').slice(0, 100);
  try {
    const receipt = await context.get(shopContext).call('doDeclareWithdrawal', {
      ...callInput(values),
      ...(values.accessKey ? { accessKey: values.accessKey } : {}),
      idempotencyKey,
      botCheck: botCheckFromForm(form)!,
    });
    return { step: 'receipt', receipt };
  } catch (error) {
    const failure = formFailure(error, values);
    const atFormFields = Object.keys(failure.fieldErrors).some((field) => field !== 'botCheck');
    const step: Step = atFormFields
      ? { step: 'fill', failure, values }
      : { step: 'confirm', values, idempotencyKey, failure };
    return data(step, errorStatus(error));
  }
}

export default function CancellationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as Step | undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const step = answer?.step ?? 'fill';
  // A new step is announced by moving the focus to its heading (the page itself stays).
  useEffect(() => {
    if (answer && step !== 'fill') heading.current?.focus();
  }, [answer, step]);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-semibold">{t('pages.cancellation-form')}</h1>
      {answer?.step === 'receipt' ? (
        <ReceiptView receipt={answer.receipt} headingRef={heading} />
      ) : answer?.step === 'confirm' ? (
        <ConfirmStep
          answer={answer}
          question={loaderData.question}
          orderLines={loaderData.order?.lines ?? []}
          headingRef={heading}
        />
      ) : (
        <FillStep
          loaderData={loaderData}
          answer={answer?.step === 'fill' ? answer : undefined}
          proofAnswer={answer?.step === 'proof' ? answer : undefined}
        />
      )}
    </div>
  );
}

function FillStep({
  loaderData,
  answer,
  proofAnswer,
}: {
  loaderData: Route.ComponentProps['loaderData'];
  answer?: Extract<Step, { step: 'fill' }>;
  proofAnswer?: OrderProofAnswer;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const failure = answer?.failure ?? null;
  const form = useFormFailure(failure);
  const errors = failure?.fieldErrors ?? {};
  const order = loaderData.order;
  const values: Partial<WithdrawalValues> = answer?.values ?? {
    name: order?.name,
    email: loaderData.email,
    address: order?.address,
    orderNumber: order?.orderNumber,
    orderedOn: order?.orderedOn,
  };
  const chosen = new Set(values.orderItemIds ?? []);
  return (
    <>
      <p className="mb-2 text-slate-700">{t('withdrawal.intro')}</p>
      <p className="mb-6">
        <LocalizedLink to="/cancellation-rights" className="underline underline-offset-2">
          {t('withdrawal.rightsLink')}
        </LocalizedLink>
      </p>
      {loaderData.customerOrders.length > 0 ? (
        <nav aria-labelledby="withdrawal-orders" className="mb-6 rounded-md border border-slate-300 p-4">
          <h2 id="withdrawal-orders" className="font-medium">
            {t('withdrawal.pickOrder')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {loaderData.customerOrders.map((entry) => (
              <li key={entry.id}>
                <LocalizedLink to={`/cancellation-form?order=${entry.id}`} className="button-secondary py-1 text-sm">
                  {t('withdrawal.orderOf', { id: entry.id, date: formatDate(entry.createdAt, locale, 'medium') })}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {loaderData.proof ? <WithdrawalOrderProof {...loaderData.proof} answer={proofAnswer} /> : null}
      <Form ref={form} method="post" noValidate className="space-y-4">
        <input type="hidden" name="accessKey" value={values.accessKey ?? loaderData.accessKey} />
        <p className="font-medium">{t('withdrawal.declarationText')}</p>
        <p className="text-sm text-slate-700">{t('withdrawal.required')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={`${t('withdrawal.name')} *`}
            name="name"
            autoComplete="name"
            maxLength={100}
            defaultValue={values.name}
            error={errors.name}
          />
          <FormField
            label={`${t('withdrawal.email')} *`}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
          />
        </div>
        <AddressField defaultValue={values.address} error={errors.address} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={`${t('withdrawal.orderNumber')} *`}
            name="orderNumber"
            inputMode="numeric"
            maxLength={12}
            hint={t('withdrawal.orderNumberHint')}
            defaultValue={values.orderNumber}
            error={errors.orderNumber}
          />
          <FormField
            label={t('withdrawal.orderedOn')}
            optional
            name="orderedOn"
            type="date"
            defaultValue={values.orderedOn}
            error={errors.orderedOn}
          />
          <FormField
            label={t('withdrawal.receivedOn')}
            optional
            name="receivedOn"
            type="date"
            defaultValue={values.receivedOn}
            error={errors.receivedOn}
          />
        </div>
        <fieldset aria-describedby={errors.scope ? 'withdrawal-scope-error' : undefined}>
          <legend className="font-medium">{t('withdrawal.scopeLegend')} *</legend>
          {(['all', 'some'] as const).map((scope) => (
            <label key={scope} className="mt-2 flex items-center gap-2">
              <input
                type="radio"
                name="scope"
                value={scope}
                defaultChecked={(values.scope ?? 'all') === scope}
                className="size-4"
              />
              {t(scope === 'all' ? 'withdrawal.scopeAll' : 'withdrawal.scopeSome')}
            </label>
          ))}
          <FieldsetError id="withdrawal-scope-error" error={errors.scope} />
        </fieldset>
        {order && order.lines.length > 0 ? (
          <fieldset>
            <legend className="font-medium">{t('withdrawal.linesLegend')}</legend>
            {order.lines.map((line) => (
              <label key={line.id} className="mt-2 flex items-start gap-2">
                <input
                  type="checkbox"
                  name="orderItemIds"
                  value={line.id}
                  defaultChecked={chosen.has(String(line.id))}
                  className="mt-1 size-4"
                />
                {t('withdrawal.lineLabel', { quantity: line.quantity, name: line.name })}
              </label>
            ))}
          </fieldset>
        ) : null}
        <FormField
          label={t('withdrawal.itemsDescription')}
          optional
          name="itemsDescription"
          maxLength={500}
          hint={t('withdrawal.itemsDescriptionHint')}
          defaultValue={values.itemsDescription}
          error={errors.itemsDescription}
        />
        <button
          type="submit"
          name="intent"
          value="review"
          className="button-primary"
          disabled={navigation.state !== 'idle'}
        >
          {t('withdrawal.review')}
        </button>
      </Form>
    </>
  );
}

function AddressField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor="withdrawal-address" className="font-medium">
        {t('withdrawal.address')} <span className="font-normal text-slate-700">{t('form.optional')}</span>
      </label>
      <textarea
        id="withdrawal-address"
        name="address"
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'withdrawal-address-error' : undefined}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
      />
      <FieldsetError id="withdrawal-address-error" error={error} />
    </div>
  );
}

/** The declaration as the consumer will send it, or has sent it. */
function DeclarationSummary({
  values,
  lines,
}: {
  values: Omit<Receipt, 'declaredAtText' | 'lines' | 'checkedByShop'>;
  lines: Receipt['lines'];
}) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('withdrawal.receiptFields.name'), values.name],
    ...(values.address ? ([[t('withdrawal.receiptFields.address'), values.address]] as Array<[string, string]>) : []),
    [t('withdrawal.receiptFields.email'), values.email],
    [t('withdrawal.receiptFields.orderNumber'), values.orderNumber],
    ...(values.orderedOn
      ? ([[t('withdrawal.receiptFields.orderedOn'), values.orderedOn]] as Array<[string, string]>)
      : []),
    ...(values.receivedOn
      ? ([[t('withdrawal.receiptFields.receivedOn'), values.receivedOn]] as Array<[string, string]>)
      : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-md border border-slate-300 p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="whitespace-pre-line wrap-anywhere">{value}</dd>
        </div>
      ))}
      <dt className="font-medium">{t('withdrawal.receiptFields.items')}</dt>
      <dd>
        {values.scope === 'all' ? (
          t('withdrawal.scopeAllText')
        ) : (
          <ul>
            {lines.map((line) => (
              <li key={line.id}>{t('withdrawal.lineLabel', { quantity: line.quantity, name: line.name })}</li>
            ))}
            {values.itemsDescription ? <li className="wrap-anywhere">{values.itemsDescription}</li> : null}
          </ul>
        )}
      </dd>
    </dl>
  );
}

function ConfirmStep({
  answer,
  question,
  orderLines,
  headingRef,
}: {
  answer: Extract<Step, { step: 'confirm' }>;
  question: Route.ComponentProps['loaderData']['question'];
  /** The order's lines, when the page could show them: the chosen ones are named. */
  orderLines: Receipt['lines'];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { values, failure } = answer;
  return (
    <Form method="post" noValidate className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('withdrawal.confirmTitle')}
      </h2>
      <p className="font-medium">{t('withdrawal.declarationText')}</p>
      <DeclarationSummary
        values={{ ...values, scope: values.scope === 'some' ? 'some' : 'all' }}
        lines={orderLines.filter((line) => values.orderItemIds.includes(String(line.id)))}
      />
      {textFields.map((field) => (
        <input key={field} type="hidden" name={field} value={values[field]} />
      ))}
      {values.orderItemIds.map((id) => (
        <input key={id} type="hidden" name="orderItemIds" value={id} />
      ))}
      <input type="hidden" name="accessKey" value={values.accessKey} />
      <input type="hidden" name="idempotencyKey" value={answer.idempotencyKey} />
      <p>{t('withdrawal.confirmIntro')}</p>
      <FormFailureAlert formError={failure?.formError} />
      <BotCheckField question={question} error={failure?.fieldErrors.botCheck} refusal={failure} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="confirm"
          className="button-primary"
          disabled={navigation.state !== 'idle'}
        >
          {t('withdrawal.confirm')}
        </button>
        <button
          type="submit"
          name="intent"
          value="edit"
          className="button-secondary"
          disabled={navigation.state !== 'idle'}
        >
          {t('withdrawal.edit')}
        </button>
      </div>
    </Form>
  );
}

function ReceiptView({
  receipt,
  headingRef,
}: {
  receipt: Receipt;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('withdrawal.receiptTitle')}
      </h2>
      <p className="font-medium">{t('withdrawal.receiptIntro', { moment: receipt.declaredAtText })}</p>
      <DeclarationSummary values={receipt} lines={receipt.lines} />
      {receipt.checkedByShop ? <p>{t('withdrawal.receiptCheck')}</p> : null}
      <p>{t('withdrawal.receiptMail', { email: receipt.email })}</p>
    </div>
  );
}
