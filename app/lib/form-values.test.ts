import { describe, expect, it } from 'vitest';
import { formId, formIntegerForCall, formWholeNumber, typedValues } from './form-values';

describe('form values', () => {
  it('reads ids: positive whole numbers only, else null', () => {
    expect(formId(' 42 ')).toBe(42);
    for (const value of ['0', '-1', '1.5', '1e3', 'abc', '', '9999999999', null, undefined]) {
      expect(formId(value)).toBeNull();
    }
  });

  it('reads quantities: whole numbers from 0, else null', () => {
    expect(formWholeNumber('0')).toBe(0);
    expect(formWholeNumber('12')).toBe(12);
    expect(formWholeNumber('-3')).toBeNull();
    expect(formWholeNumber('3 Stück')).toBeNull();
  });

  it('hands a call NaN for anything but a whole number, so the call refuses it with its message', () => {
    const form = new FormData();
    form.set('a', ' 4 ');
    form.set('b', '1.5');
    expect(formIntegerForCall(form.get('a'))).toBe(4);
    expect(formIntegerForCall(form.get('b'))).toBeNaN();
    expect(formIntegerForCall(form.get('missing'))).toBeNaN();
  });

  it('keeps typed text, cut to 1,000 characters, and a missing field as empty', () => {
    const form = new FormData();
    form.set('name', 'x'.repeat(1500));
    expect(typedValues(form, ['name', 'other'])).toEqual({ name: 'x'.repeat(1000), other: '' });
  });
});
