import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { formFailure, formMessage, formRefusal } from './form-result';

const validation = new ApiError({
  status: 400,
  key: 'validation',
  cause: [
    { field: 'email', code: 'invalid', message: 'errorMessages.email.valid' },
    { field: 'legalConsents.terms', code: 'custom', message: 'Invalid input: expected true' },
  ],
});

describe('form failure', () => {
  it('puts each problem at its field, with its translation key or the general message', () => {
    const failure = formFailure(validation, { email: 'anna@' });
    expect(failure).toEqual({
      ok: false,
      fieldErrors: { email: 'errorMessages.email.valid', terms: 'errorMessages.invalid' },
      formError: null,
      values: { email: 'anna@' },
    });
  });

  it("shows a refusal without a field as the form's message, or at the field it belongs to", () => {
    const refusal = new ApiError({ status: 409, key: 'checkout.paymentMethodUnavailable', values: { a: 1 } });
    expect(formFailure(refusal, {}).formError).toEqual({ key: 'checkout.paymentMethodUnavailable', values: { a: 1 } });
    const atField = formFailure(
      refusal,
      {},
      { fieldOfKey: { 'checkout.paymentMethodUnavailable': 'paymentMethodId' } },
    );
    expect(atField.fieldErrors).toEqual({ paymentMethodId: 'storefrontError.checkout.paymentMethodUnavailable' });
    expect(atField.formError).toBeNull();
  });

  it("makes a problem of a field the form does not show the form's message, so none goes unseen", () => {
    const failure = formFailure(validation, {}, { fields: [] });
    expect(failure.fieldErrors).toEqual({});
    expect(formMessage(failure)).toEqual({ key: 'validation', values: {} });
  });

  it('leaves server faults to the error page unless the form shows them', () => {
    const fault = new ApiError({ status: 502, key: 'payment.providerUnavailable' });
    expect(() => formFailure(fault, {})).toThrow(fault);
    expect(() => formFailure(new Error('bug'), {})).toThrow('bug');
    const shown = formFailure(fault, {}, { showsFault: (key) => key.startsWith('payment.') });
    expect(shown.formError?.key).toBe('payment.providerUnavailable');
  });

  it("makes the action's own refusals in the same shape", () => {
    expect(formRefusal('orderAgain.nothingSelected', { item: '' })).toEqual({
      ok: false,
      fieldErrors: {},
      formError: { key: 'orderAgain.nothingSelected', values: {} },
      values: { item: '' },
    });
  });
});
