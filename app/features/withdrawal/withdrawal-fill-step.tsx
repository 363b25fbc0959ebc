import { Form, useNavigation } from 'react-router';
import { formatDate } from '../../../core/i18n/format';
import { FieldsetError, FormField } from '../../components/form-field';
import { LocalizedLink } from '../../components/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { useFormFailure } from '../../lib/use-form-failure';
import type { Step, WithdrawalFormData, WithdrawalValues } from './withdrawal-action';
import type { OrderProofAnswer } from './withdrawal-order';
import { WithdrawalOrderProof } from './withdrawal-order-proof';

/**
 * The first step: the declaration's fields (filled in from the order when the page may show it),
 * a customer's latest orders to pick from, and the soft login when only the mail's key fits.
 */
export function FillStep({
  loaderData,
  answer,
  proofAnswer,
}: {
  loaderData: WithdrawalFormData;
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
