import { Form, useNavigation } from 'react-router';
import { FormAlert, FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { OrderProofAnswer } from './withdrawal-order';

/** The soft login above the withdrawal form, for the order mail's link (withdrawal-order.ts). */
export function WithdrawalOrderProof({
  orderId,
  accessKey,
  answer,
}: {
  orderId: number;
  accessKey: string;
  answer?: OrderProofAnswer;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="withdrawal-proof" className="mb-6 rounded-md border border-slate-300 p-4">
      <h2 id="withdrawal-proof" className="font-medium">
        {t('withdrawal.proof.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t('withdrawal.proof.intro')}</p>
      <Form method="post" className="space-y-4">
        {answer ? <FormAlert>{t(`withdrawal.proof.${answer.refusal}`)}</FormAlert> : null}
        <input type="hidden" name="order" value={orderId} />
        <input type="hidden" name="accessKey" value={accessKey} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('withdrawal.proof.name')}
            name="proofName"
            autoComplete="family-name"
            maxLength={200}
            defaultValue={answer?.values.proofName}
          />
          <FormField
            label={t('withdrawal.proof.postcode')}
            name="proofPostcode"
            autoComplete="postal-code"
            maxLength={20}
            defaultValue={answer?.values.proofPostcode}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="prove"
          className="button-secondary"
          disabled={navigation.state !== 'idle'}
        >
          {t('withdrawal.proof.submit')}
        </button>
      </Form>
    </section>
  );
}
