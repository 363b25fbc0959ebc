import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorMessage } from '../../lib/api-error-message';
import { shopEvents } from '../../lib/shop-events';
import { useHydrated } from '../../lib/use-hydrated';
import { CompareIcon, HeartIcon } from '../../components/icons';
import { useRootData } from '../../root';
import { formMessage, type FormFailure } from '../../lib/form-result';
import { notifications } from '../notifications/notification-store';

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
  const location = useLocation();
  // A keyed fetcher: a toggle that re-mounts while its request runs (the page's data is read
  // again meanwhile) still sees the answer and tells the shopper.
  const fetcher = useFetcher<ListToggleResult>({ key: `${list}-toggle-${variationId}` });
  const hydrated = useHydrated();
  const session = useRootData()?.session;
  const ids = (list === 'wishlist' ? session?.basket.itemWishListIds : session?.comparisonItemIds) ?? [];
  const pending = fetcher.formData ? fetcher.formData.get('intent') === 'add' : null;
  const onList = pending ?? ids.includes(variationId);
  const texts =
    list === 'wishlist'
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

  useEffect(() => {
    const result = fetcher.state === 'idle' ? fetcher.data : undefined;
    // Each answer is told once, however many toggles of this variation are on the page.
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
    notifications.send({ type: 'positive', message: result.added ? texts.added : texts.removed });
    if (result.added && list === 'wishlist') shopEvents.emit('frontend:addToWishlist', { variationId });
  }, [fetcher.state, fetcher.data, i18n, list, texts.added, texts.removed, variationId]);

  const label = onList ? texts.remove : texts.add;
  return (
    <fetcher.Form method="post" action={localize(listPaths[list])} className={compact ? 'relative z-10' : undefined}>
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
    </fetcher.Form>
  );
}
