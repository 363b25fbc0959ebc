import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';

/** The struck-through earlier price next to a price in a list; screen readers hear what it is. */
export function CrossedPrice({ cents, currency }: { cents: number | null; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (cents === null) return null;
  return (
    <span className="text-sm text-slate-700">
      <span className="sr-only">{t('product.regularPrice')}: </span>
      <s>{formatMoney(cents, currency, locale)}</s>
    </span>
  );
}
