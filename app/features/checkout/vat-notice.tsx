import type { CheckoutView } from './checkout-types';
import { useTranslation } from '../../i18n/use-translation';

/**
 * What the billing address's VAT id means for the order (issue 39): confirmed by VIES, the order
 * is tax-free (reverse charge); VIES not answering, tax-free all the same, rechecked before
 * shipping; refused by VIES, German VAT and a request to check the number; an id without a company
 * in the address, or too many ids tried this hour, German VAT and why. Nothing without an id.
 */
export function VatNotice({ vat }: { vat: CheckoutView['vat'] }) {
  const { t } = useTranslation();
  const text =
    vat.treatment === 'intraCommunitySupply'
      ? t(vat.confirmed ? 'vat.confirmed' : 'vat.notConfirmable', { vatId: vat.vatId })
      : vat.refusedVatId
        ? t('vat.invalid', { vatId: vat.refusedVatId })
        : vat.notChecked
          ? t(`vat.${vat.notChecked}`, { vatId: vat.vatId ?? '' })
          : null;
  if (!text) return null;
  const refused = vat.treatment === 'domestic';
  return (
    <p
      role="status"
      data-testid="vat-notice"
      className={`rounded-md border p-3 text-sm ${refused ? 'border-amber-700 bg-amber-50 text-amber-950' : 'border-slate-300 bg-slate-50 text-slate-900'}`}
    >
      {text}
    </p>
  );
}
