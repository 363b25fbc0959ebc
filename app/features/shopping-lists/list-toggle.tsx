import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorMessage } from '../../lib/api-error-message';
import { shopEvents } from '../../lib/shop-events';
import { useHydrated } from '../../lib/use-hydrated';
import { CompareIcon, HeartIcon } from '../../components/icons';
import { shopperPartAttributes, useShopper } from '../../lib/shopper-state';
import type { SessionInfo } from '../../../core/customers/session-info';
import type { Translator } from '../../../core/i18n/translator';
import { formMessage, type FormFailure } from '../../lib/form-result';
import { notifications } from '../../lib/notification-store';

export type ShoppingList = 'wishlist' | 'comparison';

/** What a list page's action answers to a toggle. */
export type ListToggleResult = { ok: true; added: boolean; variationId: number } | FormFailure<Record<string, never>>;

/** Answers already turned into a notification (shared by all toggles of a keyed fetcher). */
const answered = new WeakSet<ListToggleResult>();

const listPaths: Record<ShoppingList, string> = { wishlist: '/wishlist', comparison: '/comparisonlist' };

/**
 * The heart (wishlist) or the scales (comparison) of a variation: removes it when it is on the
 * list, else adds it (spec §4 Wishlist), with a positive notice each way. The button says what
 * it will do and `aria-pressed` says the state; the state flips at once and the header follows
 * when the root revalidates. Without JavaScript it is a form post that comes back to this page.
 */
export function ListToggle({
  list,
  variationId,
  productName,
  compact = false,
}: {
  list: ShoppingList;
  variationId: number;
  productName: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { localize } = useLocale();
  // A keyed fetcher: a toggle that re-mounts while its request runs (the page's data is read
  // again meanwhile) still sees the answer and tells the shopper.
  const fetcher = useFetcher<ListToggleResult>({ key: `${list}-toggle-${variationId}` });
  const { session } = useShopper();
  const pending = fetcher.formData ? fetcher.formData.get('intent') === 'add' : null;
  const onList = pending ?? isOnShoppingList(session, list, variationId);

  useEffect(() => {
    announceToggleAnswer(fetcher.state === 'idle' ? fetcher.data : undefined, { t, i18n, list, productName });
  }, [fetcher.state, fetcher.data, i18n, t, list, productName]);

  return (
    <fetcher.Form
      method="post"
      action={localize(listPaths[list])}
      className={compact ? 'relative z-10' : undefined}
      {...shopperPartAttributes('list-toggle', { list, variationId, productName, compact })}
    >
      <ListToggleFields
        list={list}
        variationId={variationId}
        productName={productName}
        compact={compact}
        onList={onList}
      />
    </fetcher.Form>
  );
}

/**
 * Tells the shopper what a toggle's answer did (once per answer, however many toggles of the
 * variation are on the page) and reports an addition to the wishlist to analytics.
 */
export function announceToggleAnswer(
  result: ListToggleResult | undefined,
  { t, i18n, list, productName }: { t: Translator['t']; i18n: Translator; list: ShoppingList; productName: string },
) {
  if (!result || answered.has(result)) return;
  answered.add(result);
  if (!result.ok) {
    notifications.send({
      type: 'negative',
      message: apiErrorMessage(i18n, { ...formMessage(result), message: '' }),
      persist: true,
    });
    return;
  }
  const texts = toggleTexts(t, list);
  notifications.send({ type: 'positive', message: result.added ? texts.added : texts.removed });
  if (result.added && list === 'wishlist') {
    shopEvents.emit('frontend:addToWishlist', {
      variationId: result.variationId,
      items: [{ itemId: String(result.variationId), name: productName, quantity: 1 }],
    });
  }
}

export function isOnShoppingList(session: SessionInfo, list: ShoppingList, variationId: number): boolean {
  return (list === 'wishlist' ? session.basket.itemWishListIds : session.comparisonItemIds).includes(variationId);
}

export function toggleTexts(t: Translator['t'], list: ShoppingList) {
  return list === 'wishlist'
    ? {
        add: t('wishlist.add'),
        remove: t('wishlist.remove'),
        added: t('wishlistInteraction.add'),
        removed: t('wishlistInteraction.delete'),
      }
    : {
        add: t('comparison.add'),
        remove: t('comparison.remove'),
        added: t('comparison.added'),
        removed: t('comparison.removed'),
      };
}

/**
 * The inside of a toggle's form: the part of a product card that differs per shopper, filled in
 * on cached pages by the server (ADR 0019), so it depends on its props and the page alone.
 */
export function ListToggleFields({
  list,
  variationId,
  productName,
  compact,
  onList,
}: {
  list: ShoppingList;
  variationId: number;
  productName: string;
  compact: boolean;
  onList: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const texts = toggleTexts(t, list);
  const label = onList ? texts.remove : texts.add;
  return (
    <>
      <input type="hidden" name="intent" value={onList ? 'remove' : 'add'} />
      <input type="hidden" name="variationId" value={variationId} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={onList}
        title={label}
        className={
          compact
            ? 'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white hover:border-primary-600'
            : 'button-secondary inline-flex items-center gap-2'
        }
      >
        {list === 'wishlist' ? (
          <HeartIcon className="size-5 text-primary-700" filled={onList} />
        ) : (
          <CompareIcon className="size-5 text-primary-700" filled={onList} />
        )}
        {compact ? (
          <span className="sr-only">
            {label}: {productName}
          </span>
        ) : (
          <span>{label}</span>
        )}
      </button>
    </>
  );
}
