import { Form, useNavigation } from 'react-router';
import { FormFailureAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { BotCheckField } from '../bot-check/bot-check-field';
import { textFields, type Receipt, type Step, type WithdrawalFormData } from './withdrawal-action';
import { DeclarationSummary } from './withdrawal-receipt';

/** The second step: the declaration as it will go out, the bot check, and "Widerruf bestätigen". */
export function ConfirmStep({
  answer,
  question,
  orderLines,
  headingRef,
}: {
  answer: Extract<Step, { step: 'confirm' }>;
  question: WithdrawalFormData['question'];
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
