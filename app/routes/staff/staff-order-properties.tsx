import { data, Link, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffOrderProperty } from '../../../core/catalog-management/order-properties.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, formFailure } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { fieldFailure } from '../../staff/field-failure';
import {
  orderPropertyFallbacks,
  orderPropertyFieldOf,
  orderPropertySaveInput,
} from '../../staff/order-properties/order-property-form-input';
import { OrderPropertyForm, type OrderPropertiesAnswer } from '../../staff/order-properties/order-property-forms';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-order-properties';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.orderProperties.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue/order-properties (issue 37, role `catalogue`): what shoppers fill in when buying. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const answer = (await context.get(shopContext).call('getStaffOrderProperties', {})) as {
      orderProperties: StaffOrderProperty[];
    };
    return { properties: answer.orderProperties, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ properties: null, forbidden: true }, 403);
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value).slice(0, 2000)]));
  const orderPropertyId = formIntegerForCall(form.get('orderPropertyId'));
  const formKey = form.has('orderPropertyId') ? String(orderPropertyId) : 'new';
  const intent = form.get('intent');
  if (intent === 'delete' || intent === 'move') {
    // The version the list showed: someone else's save or move since then refuses it (409).
    const version = formIntegerForCall(form.get('version'));
    try {
      if (intent === 'move') {
        const direction = form.get('direction') === 'up' ? 'up' : 'down';
        await shop.call('doMoveOrderProperty', { orderPropertyId, version, direction });
      } else {
        await shop.call('doDeleteOrderProperty', { orderPropertyId, version });
      }
      const done = intent === 'move' ? 'moved' : 'deleted';
      return {
        ok: true,
        intent: done,
        names: { de: '', en: '' },
        propertyId: orderPropertyId,
      } satisfies OrderPropertiesAnswer;
    } catch (error) {
      return data({ ...formFailure(error, {}, { fields: [] }), formKey }, errorStatus(error));
    }
  }
  const { input, rowOf } = orderPropertySaveInput(form);
  try {
    const saved = (await shop.call('doSaveOrderProperty', input as never)) as { propertyId: number };
    return {
      ok: true,
      intent: formKey === 'new' ? 'created' : 'saved',
      names: { de: input.orderProperty.names.de.name.trim(), en: input.orderProperty.names.en.name.trim() },
      propertyId: saved.propertyId,
    } satisfies OrderPropertiesAnswer;
  } catch (error) {
    const failure = fieldFailure(error, values, (path) => orderPropertyFieldOf(path, rowOf), orderPropertyFallbacks);
    return data({ ...failure, formKey }, errorStatus(error));
  }
}

/**
 * After any change the list is read again: a refusal shows the current state too (after someone
 * else's save, that form starts from it with what was typed and the new version).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;

const placeOf = (index: number, count: number) =>
  count === 1 ? 'only' : index === 0 ? 'first' : index === count - 1 ? 'last' : 'middle';

export default function StaffOrderProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  if (loaderData.forbidden || !loaderData.properties) return <StaffForbidden needs="catalogue" />;
  const answer = actionData as OrderPropertiesAnswer | undefined;
  const failureOf = (key: string) => (answer && !answer.ok && answer.formKey === key ? answer : null);
  return (
    <div className="space-y-6">
      <p>
        <Link to={localize('/staff/catalogue')} className="underline underline-offset-2">
          {t('staff.catalogue.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{t('staff.orderProperties.title')}</h1>
      <p className="max-w-3xl text-slate-700">{t('staff.orderProperties.intro')}</p>
      <div role="status">
        {answer?.ok ? (
          <p className="rounded-md bg-green-50 p-3 text-green-900">
            {t(`staff.orderProperties.done.${answer.intent}`, { name: answer.names[locale] })}
          </p>
        ) : null}
      </div>
      {loaderData.properties.length === 0 ? <p>{t('staff.orderProperties.empty')}</p> : null}
      {loaderData.properties.map((property, index, all) => (
        // A save shows the saved state: the form starts again from it (its key changes).
        <OrderPropertyForm
          key={JSON.stringify(property)}
          property={property}
          failure={failureOf(String(property.id))}
          place={placeOf(index, all.length)}
        />
      ))}
      <OrderPropertyForm
        key={answer?.ok && answer.intent === 'created' ? `new-${answer.propertyId}` : 'new'}
        property={null}
        failure={failureOf('new')}
      />
    </div>
  );
}
