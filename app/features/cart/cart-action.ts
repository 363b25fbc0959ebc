import { data, redirect, type RouterContextProvider } from 'react-router';
import type { CartView } from '../../../core/cart/cart-view.server';
import { localizePath, splitLocalePath } from '../../../core/i18n/locales';
import type { CartEvent } from '../../lib/api-error-message';
import { errorStatus, formFailure, formRefusal, type FormFailure } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { shopContext, type ShopRequestContext } from '../../shop-context';
import { orderParamsFromForm, orderPropertyFilesFromForm } from './cart-form-data';
import { changedCart } from './cart-page-data';

/**
 * What a cart form answers: success with the events of the change (a coupon removed because the
 * cart fell below its minimum…) and the cart as the change left it, or the refusal's key and
 * values. `couponCode` is what was typed.
 */
export type CartActionResult =
  | { ok: true; intent: string; events: CartEvent[]; cart: CartView }
  | (FormFailure<{ couponCode?: string }> & { intent: string });

/**
 * Files chosen on the product page go to the cart's upload first; each becomes the value of its
 * order property. A file the shop refuses stops the add with the upload's message.
 */
async function uploadOrderPropertyFiles(shop: ShopRequestContext, form: FormData) {
  const params: Array<{ propertyId: number; value: string }> = [];
  // One after the other: the first upload of a new visitor creates the cart the others join.
  for (const { propertyId, file } of orderPropertyFilesFromForm(form)) {
    const uploaded = await shop.call('doUploadOrderPropertyFile', {
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    params.push({ propertyId, value: uploaded.value });
  }
  return params;
}

/** The cart calls a form's `intent` stands for. */
async function runIntent(shop: ShopRequestContext, intent: string, form: FormData) {
  const couponCode = String(form.get('couponCode') ?? '').slice(0, 200);
  switch (intent) {
    case 'add':
      return shop.call('doAddCartItem', {
        productId: formIntegerForCall(form.get('productId')),
        quantity: formIntegerForCall(form.get('quantity')),
        basketItemOrderParams: [...orderParamsFromForm(form), ...(await uploadOrderPropertyFiles(shop, form))],
      });
    case 'quantity':
      return shop.call('setCartItemQuantity', {
        productId: formIntegerForCall(form.get('productId')),
        cartItemId: formIntegerForCall(form.get('cartItemId')),
        quantity: formIntegerForCall(form.get('quantity')),
      });
    case 'delete':
      return shop.call('deleteCartItem', { cartItemId: formIntegerForCall(form.get('cartItemId')) });
    case 'clear':
      return shop.call('deleteCart', {});
    case 'country':
      return shop.call('setShippingCountry', { shippingCountryId: formIntegerForCall(form.get('shippingCountryId')) });
    case 'coupon':
      return shop.call('doAddCoupon', { couponCode });
    case 'removeCoupon':
      return shop.call('deleteCoupon', { couponCode });
    default:
      return null;
  }
}

/**
 * One action for every cart change, switched on `intent`. Forms work without JavaScript: an add
 * from a product page then continues to the cart; with JavaScript (the form sends `js=1`) the
 * shopper stays where they are.
 */
export async function cartAction(context: Readonly<RouterContextProvider>, request: Request) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    const cart = await runIntent(shop, intent, form);
    if (cart === null) {
      return data({ ...formRefusal('validation', {}), intent } satisfies CartActionResult, 400);
    }
    if (intent === 'add' && form.get('js') !== '1') {
      const { locale, prefixed } = splitLocalePath(new URL(request.url).pathname);
      return redirect(localizePath('/cart', locale, { germanPrefix: prefixed && locale === 'de' }), 303);
    }
    // Every change answers the whole cart: the mini cart shows it after an add, the cart page after
    // any other change (cart-page-data.ts), and neither reads it again.
    const { apiEvents, ...changed } = cart;
    context.set(changedCart, changed);
    return { ok: true, intent, events: apiEvents as CartEvent[], cart: changed } satisfies CartActionResult;
  } catch (error) {
    // What the shopper typed stays in the field; each refusal is the form's message.
    const typed = intent === 'coupon' ? { couponCode: String(form.get('couponCode') ?? '').slice(0, 64) } : {};
    const failure = formFailure(error, typed, { fields: [] });
    return data({ ...failure, intent } satisfies CartActionResult, errorStatus(error));
  }
}
