import { pageMeta } from '../lib/page-meta';
import { data, Form, useNavigation } from 'react-router';
import { productPath } from '../../core/catalog/product-url';
import { AvailabilityBadge } from '../components/availability-badge';
import { CrossedPrice } from '../components/crossed-price';
import { LocalizedLink } from '../components/localized-link';
import { EmptyListState, PageErrorAlert } from '../components/page-notices';
import { EntryCartAction } from '../features/shopping-lists/entry-cart-action';
import { toggleListItem } from '../features/shopping-lists/list-action';
import { ListToggle } from '../features/shopping-lists/list-toggle';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorMessage } from '../lib/api-error-message';
import { requireCustomer } from '../lib/account-routes';
import { shopContext } from '../shop-context';
import { errorStatus, formFailure, formMessage, type FormFailure } from '../lib/form-result';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('wishlist.title'),
  robots: 'noindex, follow',
}));

/** Personal: never kept by a shared cache. */
/** Also the account's wishlist (/my-account/wishlist), which needs a login (auth guard). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (new URL(request.url).pathname.includes('/my-account/')) await requireCustomer(shop, request);
  return { entries: await shop.call('getWishlist', {}) };
}

/** Toggles from any page's heart, and "all to the cart" from this page. */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  if (form.get('intent') !== 'addAllToCart') return toggleListItem(shop, 'wishlist', form, '/wishlist');
  const entries = (await shop.call('getWishlist', {})).filter((entry) => entry.canAddToCart);
  if (entries.length === 0) return { ok: true as const, addedAll: 0 };
  try {
    await shop.call('doAddCartItems', {
      items: entries.slice(0, 50).map((entry) => ({ productId: entry.variationId, quantity: entry.quantity })),
    });
    return { ok: true as const, addedAll: entries.length };
  } catch (error) {
    return data(formFailure(error, {}, { fields: [] }), errorStatus(error));
  }
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const { entries } = loaderData;
  const result = actionData as { ok: true; addedAll?: number } | FormFailure<unknown> | undefined;

  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('wishlist.title')}</h1>
      <div aria-live="polite">
        {result && !result.ok ? (
          <PageErrorAlert>{apiErrorMessage(i18n, { ...formMessage(result), message: '' })}</PageErrorAlert>
        ) : result?.ok && result.addedAll !== undefined ? (
          <p className="mb-6 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
            {t('wishlist.allAdded', { count: result.addedAll })}{' '}
            <LocalizedLink to="/cart" className="underline">
              {t('cart.toCart')}
            </LocalizedLink>
          </p>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <EmptyListState message={t('wishlist.empty')} />
      ) : (
        <>
          {entries.some((entry) => entry.canAddToCart) ? (
            <Form method="post" className="mb-6">
              <input type="hidden" name="intent" value="addAllToCart" />
              <button type="submit" className="button-primary" disabled={busy}>
                {t('wishlist.addAll')}
              </button>
            </Form>
          ) : null}
          <ul aria-label={t('wishlist.title')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry) => (
              <li key={entry.variationId} className="flex flex-col rounded-lg border border-slate-200 p-4">
                {entry.image ? (
                  <img
                    src={entry.image.url}
                    width={entry.image.width}
                    height={entry.image.height}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full rounded bg-slate-100"
                  />
                ) : null}
                <h2 className="mt-3 font-semibold">
                  <LocalizedLink
                    to={productPath(entry.urlPath, entry.itemId, entry.variationId)}
                    className="underline-offset-2 hover:underline"
                  >
                    {entry.name}
                  </LocalizedLink>
                </h2>
                {entry.attributes.length > 0 ? (
                  <p className="text-sm text-slate-700">
                    {entry.attributes.map((attribute) => attribute.value).join(' · ')}
                  </p>
                ) : null}
                <p className="mt-2">
                  <span className="text-lg font-semibold">{formatMoney(entry.priceCents, entry.currency, locale)}</span>{' '}
                  <CrossedPrice cents={entry.crossedPriceCents} currency={entry.currency} />
                </p>
                <div className="mt-2">
                  <AvailabilityBadge
                    tone={entry.availability.tone}
                    name={entry.availability.name}
                    availabilityId={entry.availability.id}
                  />
                </div>
                <div className="mt-auto flex flex-wrap items-end gap-2 pt-4">
                  <EntryCartAction entry={entry} quantity={entry.quantity} />
                  <ListToggle list="wishlist" variationId={entry.variationId} productName={entry.name} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
