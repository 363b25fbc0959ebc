import { pageMeta } from '../lib/page-meta';
import { Form, redirect } from 'react-router';
import { LocalizedLink } from '../components/localized-link';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../i18n/use-locale';
import { formatCalendarDay, formatMoney } from '../../core/i18n/format';
import { localizedFor, requireCustomer } from '../lib/account-routes';
import { rethrowFaults } from '../lib/form-result';
import { shopContext } from '../shop-context';
import type { Route } from './+types/my-account';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('myAccount.title'),
  robots: 'noindex, nofollow',
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const session = await requireCustomer(shop, request);
  // Issue 22: the offers the shop made this customer that are still open.
  return { email: session.user?.email ?? '', offers: await shop.call('getOffers', {}) };
}

/** Logout (spec §4): a new session id; user, checkout addresses and wishlist ids are gone. */
export async function action({ context, request }: Route.ActionArgs) {
  // Refused only when no one is logged in any more: logged out either way.
  await context.get(shopContext).call('doLogoutUser', {}).catch(rethrowFaults);
  return redirect(`${localizedFor(request, '/login')}?loggedOut=1`, 303);
}

/** /my-account: the account's start page with the way to each part of it. */
export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <h1 className="mb-2 text-3xl font-semibold">{t('myAccount.title')}</h1>
      <p className="mb-6 text-slate-700">
        {t('myAccount.greeting', { name: loaderData.email })} {t('myAccount.intro')}
      </p>
      <ul className="mb-8 grid gap-3 sm:grid-cols-2">
        {(
          [
            ['/my-account/personal-data', 'account.personalData'],
            ['/my-account/billing-details', 'account.billingDetails'],
            ['/my-account/shipping-details', 'account.shippingDetails'],
            ['/my-account/wishlist', 'account.wishlist'],
          ] as const
        ).map(([to, key]) => (
          <li key={to}>
            <LocalizedLink
              to={to}
              className="block rounded-lg border border-slate-200 p-4 font-medium hover:bg-slate-50"
            >
              {t(key)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {loaderData.offers.length > 0 ? (
        <section aria-labelledby="open-offers" className="mb-8">
          <h2 id="open-offers" className="mb-3 text-xl font-semibold">
            {t('myAccount.offers.title')}
          </h2>
          <ul className="space-y-2">
            {loaderData.offers.map((offer) => (
              <li key={offer.id} className="rounded-lg border border-slate-200 p-4">
                <p>
                  {t('myAccount.offers.entry', {
                    id: offer.id,
                    amount: formatMoney(offer.totalGross, 'EUR', locale),
                    date: formatCalendarDay(offer.validUntil, locale),
                  })}
                </p>
                <LocalizedLink to={`/offer/${offer.id}/${offer.accessKey}`} className="underline underline-offset-2">
                  {t('myAccount.offers.open', { id: offer.id })}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post">
        <button type="submit" className="button-secondary">
          {t('myAccount.logout')}
        </button>
      </Form>
    </>
  );
}
