import { Form, useNavigation } from 'react-router';
import type { StaffCampaign } from '../../../core/coupons/staff-coupons.server';
import { FieldsetError, FormField, FormFailureAlert } from '../../components/form-field';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { centsForInput } from '../money-input';
import { StaffSelect } from '../staff-select';

/**
 * A coupon campaign's form (issue 37): what a code gives and every rule the cart enforces – validity,
 * minimum order value, new or existing customers, customer class and type, items and categories,
 * special offers, subscriptions, redemptions of the whole campaign and per customer. A change is sent with the
 * version it was read at.
 */
export function CampaignForm({ campaign, failure }: { campaign: StaffCampaign | null; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const busy = useNavigation().state !== 'idle';
  const errorOf = (name: string) => failure?.fieldErrors[name];
  const valueOf = (name: string, saved: string) => failure?.values[name] ?? saved;
  const checked = (name: string, saved: boolean) => (failure ? failure.values[name] === 'on' : saved);
  const list = (saved: number[] | null | undefined) => (saved ?? []).join(', ');
  const field = (name: string, saved: string, props: Record<string, unknown> = {}) => (
    <FormField
      name={name}
      label={t(`staff.coupons.fields.${name}` as 'staff.coupons.fields.name')}
      defaultValue={valueOf(name, saved)}
      error={errorOf(name)}
      {...props}
    />
  );
  const types = campaign?.customerTypes ?? [];
  return (
    <Form method="post" className="space-y-4" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="save" />
      {campaign ? <input type="hidden" name="version" value={campaign.version} /> : null}
      <FormFailureAlert formError={failure?.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        {field('name', campaign?.name ?? '', { required: true, maxLength: 200 })}
        <label className="flex items-center gap-2 self-end font-medium">
          <input
            type="checkbox"
            name="isActive"
            defaultChecked={checked('isActive', campaign?.isActive ?? true)}
            className="size-4"
          />
          {t('staff.coupons.fields.isActive')}
        </label>
        <StaffSelect
          name="discountKind"
          label={t('staff.coupons.fields.discountKind')}
          value={valueOf('discountKind', campaign?.discountKind ?? 'percent')}
          options={[
            ['percent', t('staff.coupons.kinds.percent')],
            ['fixed', t('staff.coupons.kinds.fixed')],
          ]}
          error={errorOf('discountKind')}
        />
        {field('discountValue', campaign ? centsForInput(campaign.discountValue, locale) : '', {
          required: true,
          inputMode: 'decimal',
          hint: t('staff.coupons.hints.discountValue'),
        })}
        {field('validFrom', campaign?.validFrom ?? '', { type: 'date', optional: true })}
        {field('validUntil', campaign?.validUntil ?? '', {
          type: 'date',
          optional: true,
          hint: t('staff.coupons.hints.validUntil'),
        })}
        {field('minimumOrderCents', campaign ? centsForInput(campaign.minimumOrderCents, locale) : '0', {
          inputMode: 'decimal',
          hint: t('staff.coupons.hints.minimumOrder'),
        })}
        {field('maxRedemptions', campaign?.maxRedemptions?.toString() ?? '', {
          inputMode: 'numeric',
          optional: true,
          hint: t('staff.coupons.hints.maxRedemptions'),
        })}
        {field('maxUsesPerCustomer', campaign?.maxUsesPerCustomer?.toString() ?? '', {
          inputMode: 'numeric',
          optional: true,
          hint: t('staff.coupons.hints.maxUsesPerCustomer'),
        })}
        <StaffSelect
          name="customerKind"
          label={t('staff.coupons.fields.customerKind')}
          value={valueOf('customerKind', campaign?.customerKind ?? 'all')}
          options={(['all', 'new', 'existing'] as const).map((kind) => [
            kind,
            t(`staff.coupons.customerKinds.${kind}`),
          ])}
          error={errorOf('customerKind')}
        />
        <StaffSelect
          name="subscriptionRule"
          label={t('staff.coupons.fields.subscriptionRule')}
          value={valueOf('subscriptionRule', campaign?.subscriptionRule ?? 'any')}
          options={(['any', 'only', 'excluded'] as const).map((rule) => [
            rule,
            t(`staff.coupons.subscriptionRules.${rule}`),
          ])}
          error={errorOf('subscriptionRule')}
        />
        <fieldset
          className="rounded-lg border border-slate-200 p-3"
          aria-describedby={errorOf('customerTypes') ? 'campaign-customerTypes-error' : undefined}
        >
          <legend className="px-1 font-medium">{t('staff.coupons.fields.customerTypes')}</legend>
          {(['private', 'business'] as const).map((type) => (
            <label key={type} className="mr-4 inline-flex items-center gap-2">
              <input
                type="checkbox"
                name="customerTypes"
                value={type}
                defaultChecked={types.length === 0 || types.includes(type)}
                className="size-4"
              />
              {t(`staff.coupons.customerTypes.${type}`)}
            </label>
          ))}
          <FieldsetError id="campaign-customerTypes-error" error={errorOf('customerTypes')} />
        </fieldset>
        {field('customerClassIds', list(campaign?.customerClassIds), {
          optional: true,
          hint: t('staff.coupons.hints.ids'),
        })}
        {field('categoryIds', list(campaign?.categoryIds), { optional: true, hint: t('staff.coupons.hints.ids') })}
        {field('itemIds', list(campaign?.itemIds), { optional: true, hint: t('staff.coupons.hints.ids') })}
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            name="excludesSpecialOffers"
            defaultChecked={checked('excludesSpecialOffers', campaign?.excludesSpecialOffers ?? false)}
            className="size-4"
          />
          {t('staff.coupons.fields.excludesSpecialOffers')}
        </label>
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {campaign ? t('staff.coupons.save') : t('staff.coupons.create')}
      </button>
    </Form>
  );
}
