import { describe, expect, it } from 'vitest';
import { accountEventOf } from './account-events';

const form = (intent: string) => {
  const data = new FormData();
  data.set('intent', intent);
  return data;
};

describe('account events', () => {
  it('fires login or sign-up when a form leads away from the login page', () => {
    const leaving = { state: 'loading', location: { pathname: '/my-account' } };
    expect(accountEventOf({ ...leaving, formData: form('login') }, '/login')).toBe('frontend:login');
    // Registering only sends the confirmation mail: the sign-up is the click on its link's page.
    expect(accountEventOf({ ...leaving, formData: form('register') }, '/login')).toBeNull();
    expect(accountEventOf({ ...leaving, formData: form('confirmAccount') }, '/confirm-account')).toBe(
      'frontend:signUp',
    );
  });

  it('fires nothing for a refused form, a plain page change or while sending', () => {
    expect(
      accountEventOf({ state: 'loading', formData: form('login'), location: { pathname: '/login' } }, '/login'),
    ).toBeNull();
    expect(accountEventOf({ state: 'loading', location: { pathname: '/cart' } }, '/login')).toBeNull();
    expect(
      accountEventOf({ state: 'submitting', formData: form('login'), location: { pathname: '/login' } }, '/login'),
    ).toBeNull();
    expect(accountEventOf({ state: 'idle' }, '/login')).toBeNull();
  });
});
