/**
 * The customer page's forms (issue 37): each sends an intent; this turns the form into its call's
 * input. What the form cannot say (a missing confirmation) is left for the call to refuse.
 */
export const customerIntents = ['note', 'class', 'block', 'reset', 'delete'] as const;
export type CustomerIntent = (typeof customerIntents)[number];

export const callOfCustomerIntent = {
  note: 'doSaveCustomerNote',
  class: 'doSetCustomerClass',
  block: 'doSetCustomerBlocked',
  reset: 'doSendCustomerPasswordReset',
  delete: 'doDeleteCustomer',
} as const satisfies Record<CustomerIntent, string>;

export const isCustomerIntent = (value: unknown): value is CustomerIntent =>
  customerIntents.includes(value as CustomerIntent);

export function customerActionInput(intent: CustomerIntent, form: FormData, customerId: number) {
  switch (intent) {
    case 'note':
      return { customerId, note: String(form.get('note') ?? '') };
    case 'class':
      return { customerId, business: form.get('customerType') === 'business' };
    case 'block':
      return { customerId, blocked: form.get('blocked') === 'true' };
    case 'reset':
      return { customerId };
    case 'delete':
      // Only the ticked box confirms; anything else is sent as it is, for the call to refuse.
      return { customerId, confirm: form.get('confirm') === 'on' };
  }
}

/** The customer number of the page's path; 0 (no such customer) for anything else. */
export const customerIdOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);
