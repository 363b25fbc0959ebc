import type { StaffSignInAnswer } from '../../core/staff/staff-login.server';
import type { ShopRequestContext } from '../shop-context';
import { errorStatus, formFailure, type FormFailure } from './form-result';
import { typedValues } from './form-values';

/**
 * The staff sign-in's steps for /staff/login and /editor/login (issue 37): the password, then –
 * with two-factor sign-in on – the code. The form shows the code step while `values.step` is
 * `code`; a code step that ran out (five minutes) goes back to the password.
 */
export type SignInStep =
  { signedIn: Extract<StaffSignInAnswer, { staff: unknown }> } | { failure: FormFailure; status: number };

const codeStep = (values: Record<string, string> = {}): FormFailure => ({
  ok: false,
  fieldErrors: {},
  formError: null,
  values: { ...values, step: 'code' },
});

export async function staffSignInStep(shop: ShopRequestContext, form: FormData): Promise<SignInStep> {
  if (form.get('intent') === 'code') {
    try {
      const answer = await shop.call('doConfirmStaffLogin', { code: String(form.get('code') ?? '').slice(0, 100) });
      if ('staff' in answer) return { signedIn: answer };
    } catch (error) {
      const failure = formFailure(error, {} as Record<string, string>, {
        fieldOfKey: { 'staff.security.codeWrong': 'code' },
      });
      const expired = failure.formError?.key === 'staff.security.signInExpired';
      return { failure: expired ? failure : { ...failure, values: { step: 'code' } }, status: errorStatus(error) };
    }
    return { failure: codeStep(), status: 401 };
  }
  const values = typedValues(form, ['email']);
  try {
    const answer = await shop.call('doLoginStaff', {
      email: values.email,
      password: String(form.get('password') ?? ''),
    });
    if (answer === false) {
      return {
        failure: { ok: false, fieldErrors: {}, formError: { key: 'login.loginFailed', values: {} }, values },
        status: 401,
      };
    }
    if ('twoFactorRequired' in answer) return { failure: codeStep(), status: 200 };
    return { signedIn: answer };
  } catch (error) {
    return { failure: formFailure(error, values), status: errorStatus(error) };
  }
}
