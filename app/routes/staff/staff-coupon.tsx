import { data, Link, redirect, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffCampaign, StaffCouponCode } from '../../../core/coupons/staff-coupons.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { localizedFor } from '../../lib/account-routes';
import { errorStatus, formFailure } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { CampaignForm } from '../../staff/coupons/campaign-form';
import { campaignFields, campaignSaveInput, codesInput } from '../../staff/coupons/campaign-form-input';
import { discountText, validityText } from '../../staff/coupons/campaign-list';
import { CouponCodes } from '../../staff/coupons/coupon-codes';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-coupon';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ data: loaded }, { t }) => ({
  title: loaded?.page ? t('staff.coupons.campaignTitle', { name: loaded.page.campaign.name }) : t('staff.coupons.new'),
  robots: 'noindex, nofollow',
}));

type CampaignPage = { campaign: StaffCampaign; codes: StaffCouponCode[] };
const campaignIdOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/** /staff/coupons/:campaignId (issue 37, role `catalogue`): a campaign's rules and codes; `new` makes one. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  try {
    if (params.campaignId === 'new') {
      await shop.call('getStaffCoupons', { page: 1, itemsPerPage: 1 });
      return { page: null, forbidden: false, created: false };
    }
    const page = (await shop.call('getStaffCouponCampaign', {
      campaignId: campaignIdOf(params.campaignId),
    })) as CampaignPage;
    return { page, forbidden: false, created: new URL(request.url).searchParams.get('created') === '1' };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ page: null, forbidden: true, created: false }, 403);
    if (isApiError(error) && error.status < 500) throw data(null, 404);
    throw error;
  }
}

type ActionAnswer =
  | { ok: true; intent: 'save' }
  | { ok: true; intent: 'code' | 'batch'; created: string[] }
  | ({ intent: 'save' | 'code' | 'batch' } & ReturnType<typeof formFailure<Record<string, string>>>);

export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const intent = form.get('intent');
  const isNew = params.campaignId === 'new';
  const campaignId = campaignIdOf(params.campaignId);
  if (intent === 'code' || intent === 'batch') {
    if (isNew) throw data(null, 400);
    try {
      const answer = (await shop.call('doCreateCouponCodes', codesInput(form, campaignId) as never)) as {
        created: string[];
      };
      return { ok: true, intent, created: answer.created } satisfies ActionAnswer;
    } catch (error) {
      const fields = ['code', 'count', 'prefix', 'maxUses'];
      return data({ ...formFailure(error, values, { fields }), intent }, errorStatus(error));
    }
  }
  if (intent !== 'save') throw data(null, 400);
  const version = Number(form.get('version'));
  try {
    const saved = (await shop.call('doSaveCouponCampaign', {
      ...campaignSaveInput(form),
      ...(isNew ? {} : { campaignId, version: Number.isSafeInteger(version) ? version : -1 }),
    } as never)) as CampaignPage;
    // The new campaign's page says it was made (`created`), as a save says it was saved.
    if (isNew) return redirect(localizedFor(request, `/staff/coupons/${saved.campaign.id}?created=1`), 303);
    return { ok: true, intent: 'save' } satisfies ActionAnswer;
  } catch (error) {
    const failure = formFailure(error, values, { fields: [...campaignFields, 'isActive', 'excludesSpecialOffers'] });
    return data({ ...failure, intent: 'save' as const }, errorStatus(error));
  }
}

/** After a save or new codes the campaign is read again: a refusal shows the new state too. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;

export default function StaffCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  if (loaderData.forbidden) return <StaffForbidden needs="catalogue" />;
  const { page } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const saveFailure = answer && !answer.ok && answer.intent === 'save' ? answer : null;
  const codesFailure = answer && !answer.ok && answer.intent !== 'save' ? { ...answer, intent: answer.intent } : null;
  return (
    <article aria-labelledby="staff-coupon-title" className="space-y-6">
      <p>
        <Link to={localize('/staff/coupons')} className="underline underline-offset-2">
          {t('staff.coupons.back')}
        </Link>
      </p>
      <h1 id="staff-coupon-title" className="text-2xl font-semibold">
        {page ? t('staff.coupons.campaignTitle', { name: page.campaign.name }) : t('staff.coupons.new')}
      </h1>
      {page ? (
        <p className="text-slate-700">
          {t('staff.coupons.summary', {
            discount: discountText(page.campaign, locale),
            validity: validityText(page.campaign, t, locale),
            uses: page.campaign.uses,
            redemptions: page.campaign.redemptions,
          })}
        </p>
      ) : null}
      {(answer?.ok && answer.intent === 'save') || (loaderData.created && !answer) ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {answer ? t('staff.coupons.saved') : t('staff.coupons.created')}
        </p>
      ) : null}
      <CampaignForm key={page?.campaign.version ?? 'new'} campaign={page?.campaign ?? null} failure={saveFailure} />
      {page ? (
        <CouponCodes
          campaign={page.campaign}
          codes={page.codes}
          failure={codesFailure}
          created={answer?.ok && answer.intent !== 'save' ? answer.created : null}
        />
      ) : null}
    </article>
  );
}
