import { Form, useNavigation } from 'react-router';
import type { StaffCampaign, StaffCouponCode } from '../../../core/coupons/staff-coupons.server';
import { FormField, FormFailureAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';

export type CodesFailure = FormFailure & { intent: 'code' | 'batch' };

/**
 * A campaign's codes (issue 37): add one typed code or a batch of generated ones (each with how
 * often it may be redeemed), the codes with their uses, and all of them as CSV.
 */
export function CouponCodes({
  campaign,
  codes,
  failure,
  created,
}: {
  campaign: StaffCampaign;
  codes: StaffCouponCode[];
  failure: CodesFailure | null;
  created: string[] | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const failed = (intent: 'code' | 'batch') => (failure?.intent === intent ? failure : null);
  const errorOf = (intent: 'code' | 'batch', name: string) => failed(intent)?.fieldErrors[name];
  const valueOf = (intent: 'code' | 'batch', name: string, fallback = '') => failed(intent)?.values[name] ?? fallback;
  return (
    <section aria-labelledby="coupon-codes" className="space-y-4">
      <h2 id="coupon-codes" className="text-lg font-semibold">
        {t('staff.coupons.codes.title', { number: campaign.codeCount })}
      </h2>
      {created ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {created.length === 1
            ? t('staff.coupons.codes.createdOne', { code: created[0]! })
            : t('staff.coupons.codes.createdMany', { number: created.length })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Form method="post" className="space-y-3 rounded-lg border border-slate-200 p-4" aria-busy={busy || undefined}>
          <h3 className="font-semibold">{t('staff.coupons.codes.single')}</h3>
          <input type="hidden" name="intent" value="code" />
          <FormFailureAlert formError={failed('code')?.formError} />
          <FormField
            name="code"
            label={t('staff.coupons.codes.code')}
            hint={t('staff.coupons.codes.codeHint')}
            required
            maxLength={64}
            defaultValue={valueOf('code', 'code')}
            error={errorOf('code', 'code')}
          />
          <FormField
            name="maxUses"
            label={t('staff.coupons.codes.maxUses')}
            optional
            inputMode="numeric"
            defaultValue={valueOf('code', 'maxUses')}
            error={errorOf('code', 'maxUses')}
          />
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.coupons.codes.addOne')}
          </button>
        </Form>
        <Form method="post" className="space-y-3 rounded-lg border border-slate-200 p-4" aria-busy={busy || undefined}>
          <h3 className="font-semibold">{t('staff.coupons.codes.batch')}</h3>
          <input type="hidden" name="intent" value="batch" />
          <FormFailureAlert formError={failed('batch')?.formError} />
          <FormField
            name="count"
            label={t('staff.coupons.codes.count')}
            hint={t('staff.coupons.codes.countHint')}
            required
            inputMode="numeric"
            defaultValue={valueOf('batch', 'count', '10')}
            error={errorOf('batch', 'count')}
          />
          <FormField
            name="prefix"
            label={t('staff.coupons.codes.prefix')}
            optional
            maxLength={16}
            defaultValue={valueOf('batch', 'prefix')}
            error={errorOf('batch', 'prefix')}
          />
          <FormField
            name="maxUses"
            label={t('staff.coupons.codes.maxUses')}
            optional
            inputMode="numeric"
            defaultValue={valueOf('batch', 'maxUses', '1')}
            error={errorOf('batch', 'maxUses')}
          />
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.coupons.codes.generate')}
          </button>
        </Form>
      </div>
      {codes.length > 0 ? (
        <>
          <p>
            {/* A file from the server: a plain link, not a page navigation. */}
            <a
              href={`/staff/export/coupon-codes-${campaign.id}.csv?lang=${locale}`}
              className="button-secondary"
              download
            >
              {t('staff.coupons.codes.export')}
            </a>
          </p>
          <table className="w-full max-w-2xl border-collapse text-left text-sm">
            <caption className="text-left text-slate-700">
              {t('staff.coupons.codes.caption', { shown: codes.length, total: campaign.codeCount })}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="px-2 py-2 font-semibold">
                  {t('staff.coupons.codes.code')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('staff.coupons.codes.used')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('staff.coupons.codes.maxUses')}
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.code} className="border-b border-slate-200">
                  <th scope="row" className="px-2 py-1 font-mono font-normal">
                    {code.code}
                  </th>
                  <td className="px-2 py-1 text-right">{code.uses}</td>
                  <td className="px-2 py-1 text-right">{code.maxUses ?? '∞'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>{t('staff.coupons.codes.none')}</p>
      )}
    </section>
  );
}
