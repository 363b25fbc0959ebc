import { data } from 'react-router';
import { withdrawalForm } from '../../../core/withdrawal/withdrawal-form';
import { errorStatus, formFailure, schemaFailure, type FormFailure } from '../../lib/form-result';
import { formId, typedValues } from '../../lib/form-values';
import type { ShopRequestContext } from '../../shop-context';
import { botCheckFromForm } from '../bot-check/bot-check-form-data';
import { proveWithdrawalOrder, type OrderProofAnswer, type withdrawalFormData } from './withdrawal-order';

/** The page's data, as its loader reads it (`withdrawalFormData`). */
export type WithdrawalFormData = Awaited<ReturnType<typeof withdrawalFormData>>;

/** The declaration's text fields, as the form posts them (and the confirm step hands them on). */
export const textFields = [
  'name',
  'email',
  'address',
  'orderNumber',
  'orderedOn',
  'receivedOn',
  'scope',
  'itemsDescription',
] as const;
export type WithdrawalValues = Record<(typeof textFields)[number], string> & {
  orderItemIds: string[];
  accessKey: string;
};

/** Where the withdrawal form stands after a post: fill in, confirm, the receipt, or the soft login. */
export type Step =
  | { step: 'fill'; failure: FormFailure<WithdrawalValues> | null; values: WithdrawalValues }
  | { step: 'confirm'; values: WithdrawalValues; idempotencyKey: string; failure: FormFailure<WithdrawalValues> | null }
  | { step: 'receipt'; receipt: Receipt }
  | OrderProofAnswer;
export type Receipt = {
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

/**
 * The withdrawal page's action: the soft login (`prove`), back to the form (`edit`), the check
 * before the confirm step (the form's own schema, no call yet), and the declaration itself
 * (`confirm`, with the bot check and an idempotency key, so a second click declares nothing twice).
 */
export async function withdrawalAction(
  shop: ShopRequestContext,
  request: Request,
): Promise<Step | ReturnType<typeof data<Step>> | Response> {
  const form = await request.formData();
  const values = valuesOf(form);
  const intent = form.get('intent');
  if (intent === 'prove') return proveWithdrawalOrder(shop, request, form);
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
    const receipt = await shop.call('doDeclareWithdrawal', {
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
