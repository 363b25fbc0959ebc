import { data, redirect } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { localizedFor } from '../../lib/account-routes';
import { rethrowFaults } from '../../lib/form-result';
import { formId, typedValues } from '../../lib/form-values';
import { orderProof } from '../orders/order-proof';
import type { ShopRequestContext } from '../../shop-context';

/**
 * The withdrawal form's soft login (spec §6, issue 33): the key of the order mail's link alone shows
 * nothing of the order. Whoever confirms it with a last name or postal code of the order (counted
 * against the order-access limits) gets the form filled in and can choose single items; the form
 * works without it, and the shop then checks the declaration.
 */
export interface OrderProofAnswer {
  step: 'proof';
  refusal: 'refused' | 'tooManyAttempts';
  values: { proofName: string; proofPostcode: string };
}

/**
 * The page's data (its loader): the bot check's question, the order of the link when the visitor
 * may see it (the owner, the session that placed or proved it), else `proof` when only the mail's
 * key fits (the soft login above the form), and a customer's latest orders to pick from.
 */
export async function withdrawalFormData(shop: ShopRequestContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = formId(query.get('order'));
  const accessKey = (query.get('accessKey') ?? '').slice(0, 200);
  const [session, question, { order, proofNeeded }] = await Promise.all([
    shop.call('getSession', {}),
    shop.call('getBotCheckQuestion', {}),
    withdrawalOrderOf(shop, orderId, accessKey),
  ]);
  // A customer picks the order from their latest ones (each a link that fills the form with it).
  const customerOrders =
    session.isAuthorized && !order
      ? (await shop.call('getOrders', { itemsPerPage: 10 })).entries.map((entry) => ({
          id: entry.id,
          createdAt: entry.createdAt,
        }))
      : [];
  return {
    question,
    order,
    customerOrders,
    proof: proofNeeded && orderId ? { orderId, accessKey } : null,
    // The key goes on with the declaration only when it fits (the shop still asks for the proof).
    accessKey: order || proofNeeded ? accessKey : '',
    email: order?.email ?? session.user?.email ?? session.user?.guestMail ?? '',
  };
}

async function withdrawalOrderOf(shop: ShopRequestContext, orderId: number | null, accessKey: string) {
  if (!orderId) return { order: null, proofNeeded: false };
  try {
    const order = await shop.call('getWithdrawalOrder', { orderId, ...(accessKey ? { accessKey } : {}) });
    return { order, proofNeeded: false };
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A wrong key or someone else's order: the empty form, like for any visitor.
    return { order: null, proofNeeded: accessKey !== '' && error.key === 'order.additionalAuthenticationRequired' };
  }
}

/**
 * The "Bestellung bestätigen" form: with the proof the session knows the order, and the page is
 * loaded again (now filled in); a wrong proof or too many attempts is a message at the form.
 */
export async function proveWithdrawalOrder(
  shop: ShopRequestContext,
  request: Request,
  form: FormData,
): Promise<ReturnType<typeof data<OrderProofAnswer>> | Response> {
  const values = typedValues(form, ['proofName', 'proofPostcode']);
  const orderId = formId(form.get('order'));
  const accessKey = String(form.get('accessKey') ?? '').slice(0, 200);
  const proof = orderProof(values.proofName, values.proofPostcode);
  if (!orderId || !accessKey) return data({ step: 'proof', refusal: 'refused', values }, 403);
  try {
    await shop.call('getWithdrawalOrder', { orderId, accessKey, ...proof });
  } catch (error) {
    // A refusal (wrong proof, wrong key, too long an entry, the limit) is a message at the form.
    rethrowFaults(error);
    const refusal = error.status === 429 ? 'tooManyAttempts' : 'refused';
    return data({ step: 'proof', refusal, values }, error.status);
  }
  const query = new URLSearchParams({ order: String(orderId), accessKey });
  return redirect(`${localizedFor(request, '/cancellation-form')}?${query.toString()}`, 303);
}
