import { parseEuroCents } from '../money-input';

/**
 * The staff order page's forms, read into the input of their calls (issue 36). A field that holds
 * no valid value goes to the call as it is, so the call's own check names the field.
 */
export const orderIntents = [
  'recordPayment',
  'ship',
  'cancel',
  'refund',
  'note',
  'resendMail',
  'proForma',
  'correctInvoice',
  'recheckVatId',
] as const;
export type OrderIntent = (typeof orderIntents)[number];

export const callOfIntent = {
  recordPayment: 'doRecordPayment',
  ship: 'doShipOrder',
  cancel: 'doCancelOrder',
  refund: 'doRefundOrder',
  note: 'doAddOrderNote',
  resendMail: 'doResendOrderMail',
  proForma: 'doIssueProFormaInvoice',
  correctInvoice: 'doCorrectInvoice',
  recheckVatId: 'doRecheckVatId',
} as const;

/** The buyer's fields of the invoice correction form (named like the address form's). */
export const buyerFields = [
  'companyName',
  'firstName',
  'lastName',
  'streetName',
  'houseNumber',
  'apartment',
  'zipCode',
  'city',
] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const ticked = (form: FormData, name: string) => form.get(name) === 'on';

function amountOf(form: FormData, name: string): number | string {
  return parseEuroCents(text(form, name)) ?? text(form, name);
}

/** The call's input for a form; `orderId`, the action key and the version seen come from hidden fields. */
export function orderActionInput(intent: OrderIntent, form: FormData, orderId: number): Record<string, unknown> {
  const seen = Number(text(form, 'seenVersion'));
  const frame = {
    orderId,
    ...(text(form, 'actionKey') ? { actionKey: text(form, 'actionKey') } : {}),
    ...(Number.isSafeInteger(seen) && text(form, 'seenVersion') !== '' ? { seenVersion: seen } : {}),
  };
  switch (intent) {
    case 'recordPayment':
      return {
        ...frame,
        amount: amountOf(form, 'amount'),
        receivedOn: text(form, 'receivedOn'),
        reference: text(form, 'reference'),
      };
    case 'ship':
      return {
        ...frame,
        carrier: text(form, 'carrier'),
        trackingNumbers: text(form, 'trackingNumbers')
          .split(/[\s,;]+/)
          .filter(Boolean),
        createLabel: ticked(form, 'createLabel'),
        notifyCustomer: ticked(form, 'notifyCustomer'),
      };
    case 'cancel':
      return { ...frame, reason: text(form, 'reason'), notifyCustomer: ticked(form, 'notifyCustomer') };
    case 'refund': {
      const lines = [...form.keys()]
        .filter((name) => /^line-\d+$/.test(name))
        .map((name) => ({ orderLineId: Number(name.slice(5)), quantity: Number(text(form, name) || 0) }))
        .filter((line) => line.quantity !== 0);
      return {
        ...frame,
        ...(lines.length > 0 ? { lines } : {}),
        ...(text(form, 'amount').trim() ? { amount: amountOf(form, 'amount') } : {}),
        includeShipping: ticked(form, 'includeShipping'),
        reason: text(form, 'reason'),
        notifyCustomer: ticked(form, 'notifyCustomer'),
      };
    }
    case 'note':
      return { ...frame, text: text(form, 'text') };
    case 'resendMail':
    case 'proForma':
    case 'recheckVatId':
      return frame;
    case 'correctInvoice':
      return {
        ...frame,
        buyer: Object.fromEntries(buyerFields.map((field) => [field, text(form, field)])),
        reason: text(form, 'reason'),
      };
  }
}
