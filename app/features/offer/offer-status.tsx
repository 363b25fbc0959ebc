import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/use-translation';
import type { OfferView } from './offer-view';

/** What became of an offer that is no longer open: accepted (with its order), declined, expired. */
export function OfferStatus({ offer, validUntil }: { offer: OfferView; validUntil: string }) {
  const { t } = useTranslation();
  return (
    <>
      {offer.status === 'accepted' ? (
        <p role="status" className="mb-6 rounded-md bg-green-50 p-3 text-green-900">
          {t('offer.accepted')}{' '}
          {offer.orderId ? (
            <LocalizedLink to={`/my-account/my-orders/${offer.orderId}`} className="underline underline-offset-2">
              {t('offer.toOrder', { id: offer.orderId })}
            </LocalizedLink>
          ) : null}
        </p>
      ) : null}
      {offer.status === 'declined' ? (
        <p role="status" className="mb-6 rounded-md bg-slate-100 p-3">
          {t('offer.declined')}
        </p>
      ) : null}
      {offer.status === 'expired' ? (
        <p role="status" className="mb-6 rounded-md bg-amber-50 p-3 text-amber-900">
          {t('offer.expired', { date: validUntil })}
        </p>
      ) : null}
    </>
  );
}
