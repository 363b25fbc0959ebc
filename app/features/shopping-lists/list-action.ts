import { data, redirect } from 'react-router';
import { safeReturnPath } from '../../lib/account-routes';
import type { ShopRequestContext } from '../../shop-context';
import type { ListToggleResult, ShoppingList } from './list-toggle';
import { errorStatus, formFailure } from '../../lib/form-result';
import { formId } from '../../lib/form-values';
import { parseCardToggle } from './card-list-toggles';

const calls = {
  wishlist: { add: 'doAddWishlistItem', remove: 'deleteWishlistItem' },
  comparison: { add: 'doAddComparisonItem', remove: 'deleteComparisonItem' },
} as const;

/**
 * The toggle of a wishlist or comparison button (intent add or remove; a product card's button
 * sends both with the variation as `toggle`, app/features/shopping-lists/card-list-toggles.tsx).
 * With JavaScript it answers data for the button; without, it returns to the page the button
 * was on.
 */
export async function toggleListItem(
  shop: ShopRequestContext,
  list: ShoppingList,
  form: FormData,
  fallbackPath: string,
) {
  const card = parseCardToggle(form.get('toggle'));
  const intent = (card?.intent ?? form.get('intent')) === 'remove' ? 'remove' : 'add';
  const variationId = card?.variationId ?? formId(form.get('variationId')) ?? 0;
  try {
    await shop.call(calls[list][intent], { variationId });
  } catch (error) {
    // Without JavaScript the list page shows the message.
    return data(formFailure(error, {}, { fields: [] }) satisfies ListToggleResult, errorStatus(error));
  }
  if (form.get('js') !== '1') return redirect(safeReturnPath(form.get('returnTo'), fallbackPath), 303);
  return { ok: true, added: intent === 'add', variationId } satisfies ListToggleResult;
}
