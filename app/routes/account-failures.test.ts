import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { fakeShopContext } from '../../tests/support/fake-shop-context';
import { action as addressBookAction } from './address-book';
import { loader as myOrdersLoader } from './my-orders';

/**
 * The address and order messages of spec §8 on the customer's account pages: a fault of the shop
 * (its database away, 503) keeps the page and the form with what was typed and says what failed;
 * a refusal at fields says the address was not accepted.
 */
function signedInContext(failing: Record<string, ApiError>) {
  return fakeShopContext(async (name) => {
    if (name === 'getSession') return { isAuthorized: true };
    if (failing[name]) throw failing[name];
    return {};
  });
}

const fault = new ApiError({ status: 503, key: 'unknownError', message: 'database away' });

async function postAddress(fields: Record<string, string>, failing: Record<string, ApiError>) {
  const request = new Request('http://shop.test/my-account/billing-details', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const answer = (await addressBookAction({ request, params: {}, context: signedInContext(failing) } as never)) as {
    data: { formError: { key: string } | null; fieldErrors: Record<string, string>; values: Record<string, string> };
    init: { status: number };
  };
  return { status: answer.init.status, ...answer.data };
}

describe('account pages when a change fails', () => {
  it('keeps what was typed and says the address could not be saved when the shop fails', async () => {
    const answer = await postAddress(
      { firstName: 'Erika', lastName: 'Muster', zipCode: '10115' },
      { doSaveAddress: fault },
    );
    expect(answer).toMatchObject({
      status: 503,
      formError: { key: 'address.createFailed' },
      values: { firstName: 'Erika', zipCode: '10115' },
    });
  });

  it('says the address could not be deleted when the shop fails at deleting', async () => {
    const answer = await postAddress({ intent: 'delete', addressId: '7' }, { deleteAddress: fault });
    expect(answer.formError).toEqual({ key: 'address.deleteFailed', values: {} });
  });

  it('says the address was not accepted, beside the marked fields, when it is refused', async () => {
    const refused = new ApiError({
      status: 400,
      key: 'validation',
      cause: [{ field: 'zipCode', code: 'invalid', message: 'errorMessages.zipCode.invalid' }],
    });
    const answer = await postAddress({ firstName: 'Erika', zipCode: '1' }, { doSaveAddress: refused });
    expect(answer).toMatchObject({
      status: 400,
      formError: { key: 'address.validationFailed' },
      fieldErrors: { zipCode: 'errorMessages.zipCode.invalid' },
      values: { zipCode: '1' },
    });
  });

  it('keeps the orders page and says the orders could not be loaded', async () => {
    const request = new Request('http://shop.test/my-account/my-orders?page=2');
    const answer = (await myOrdersLoader({
      request,
      params: {},
      context: signedInContext({ getOrders: fault }),
    } as never)) as unknown as { data: { notLoaded: boolean; page: number }; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ notLoaded: true, page: 2 });
  });
});
