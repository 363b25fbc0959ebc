import { Link } from 'react-router';
import type { StaffCampaign } from '../../../core/coupons/staff-coupons.server';
import { formatCalendarDay, formatMoney, formatNumber } from '../../../core/i18n/format';
import type { Locale } from '../../../core/i18n/locales';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { StaffPager } from '../staff-pager';

type T = ReturnType<typeof useTranslation>['t'];

/** "10 %" or "5,00 €". */
export function discountText(campaign: StaffCampaign, locale: Locale) {
  return campaign.discountKind === 'percent'
    ? `${formatNumber(campaign.discountValue / 100, locale, { maximumFractionDigits: 2 })} %`
    : formatMoney(campaign.discountValue, 'EUR', locale);
}

/** The campaign's rules in a few words, for the list. */
export function ruleSummary(campaign: StaffCampaign, t: T, locale: Locale): string[] {
  const rules: string[] = [];
  if (campaign.minimumOrderCents > 0) {
    rules.push(t('staff.coupons.rules.minimum', { amount: formatMoney(campaign.minimumOrderCents, 'EUR', locale) }));
  }
  if (campaign.maxUsesPerCustomer !== null) {
    rules.push(t('staff.coupons.rules.perCustomer', { max: campaign.maxUsesPerCustomer }));
  }
  if (campaign.customerKind !== 'all') rules.push(t(`staff.coupons.customerKinds.${campaign.customerKind}`));
  if (campaign.customerTypes) {
    rules.push(campaign.customerTypes.map((type) => t(`staff.coupons.customerTypes.${type}`)).join(', '));
  }
  if (campaign.customerClassIds)
    rules.push(t('staff.coupons.rules.classes', { ids: campaign.customerClassIds.join(', ') }));
  // By name where the list has them (the campaign's page shows the numbers its form takes).
  if (campaign.categoryIds) {
    rules.push(
      t('staff.coupons.rules.categories', { ids: (campaign.categoryNames ?? campaign.categoryIds).join(', ') }),
    );
  }
  if (campaign.itemIds) {
    rules.push(t('staff.coupons.rules.items', { ids: (campaign.itemNames ?? campaign.itemIds).join(', ') }));
  }
  if (campaign.excludesSpecialOffers) rules.push(t('staff.coupons.rules.noSpecialOffers'));
  if (campaign.subscriptionRule !== 'any')
    rules.push(t(`staff.coupons.subscriptionRules.${campaign.subscriptionRule}`));
  return rules;
}

export function validityText(campaign: StaffCampaign, t: T, locale: Locale) {
  const day = (value: string) => formatCalendarDay(value, locale, { compact: true });
  if (campaign.validFrom && campaign.validUntil) {
    return t('staff.coupons.validity.between', { from: day(campaign.validFrom), until: day(campaign.validUntil) });
  }
  if (campaign.validFrom) return t('staff.coupons.validity.from', { from: day(campaign.validFrom) });
  if (campaign.validUntil) return t('staff.coupons.validity.until', { until: day(campaign.validUntil) });
  return t('staff.coupons.validity.always');
}

/** The campaigns as a table: the name links to the campaign's page; rules and usage at a glance. */
export function CampaignTable({
  entries,
  total,
  page,
  itemsPerPage,
}: {
  entries: StaffCampaign[];
  total: number;
  page: number;
  itemsPerPage: number;
}) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const pages = Math.max(1, Math.ceil(total / itemsPerPage));
  if (entries.length === 0) return <p role="status">{t('staff.coupons.empty')}</p>;
  return (
    <>
      <p role="status" className="text-slate-700">
        {t('staff.coupons.count', { total })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('staff.coupons.caption', { page, pages })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              {(['name', 'discount', 'rules', 'validity', 'codes', 'uses', 'redemptions', 'state'] as const).map(
                (column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-semibold">
                    {t(`staff.coupons.columns.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="px-2 py-2 font-semibold">
                  <Link
                    to={localize(`/staff/coupons/${entry.id}`)}
                    className="text-primary-800 underline underline-offset-2"
                  >
                    {entry.name}
                  </Link>
                </th>
                <td className="px-2 py-2">{discountText(entry, locale)}</td>
                <td className="px-2 py-2">{ruleSummary(entry, t, locale).join(' · ') || '–'}</td>
                <td className="px-2 py-2">{validityText(entry, t, locale)}</td>
                <td className="px-2 py-2 text-right">{entry.codeCount}</td>
                <td className="px-2 py-2 text-right">{entry.uses}</td>
                <td className="px-2 py-2 text-right">
                  {entry.maxRedemptions === null
                    ? entry.redemptions
                    : t('staff.coupons.ofMax', { used: entry.redemptions, max: entry.maxRedemptions })}
                </td>
                <td className="px-2 py-2">{t(`staff.coupons.states.${entry.state}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StaffPager page={page} pages={pages} hrefOf={(next) => (next === 1 ? '?' : `?page=${next}`)} />
    </>
  );
}
