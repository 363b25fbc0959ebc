import { describe, expect, it } from 'vitest';
import { orderParamsFromForm } from './cart-form-data';

describe('cart form data', () => {
  it('collects filled order property fields by id', () => {
    const form = new FormData();
    form.set('orderProperty[1]', 'Für Anna');
    form.set('orderProperty[2]', '');
    form.set('orderProperty[x]', '1');
    form.set('quantity', '2');
    expect(orderParamsFromForm(form)).toEqual([{ propertyId: 1, value: 'Für Anna' }]);
  });
});
