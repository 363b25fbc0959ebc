import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffOrderProperty } from '../../../core/catalog-management/order-properties.server';
import { errorStatus } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { fieldFailure } from '../../staff/field-failure';
import { moveOrDelete, revalidateAfterEveryChange } from '../../staff/master-data/ordered-list';
import { OrderedListPage } from '../../staff/master-data/ordered-list-page';
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
  const changed = await moveOrDelete(
    form,
    formKey,
    {
      move: (version, direction) => shop.call('doMoveOrderProperty', { orderPropertyId, version, direction }),
      delete: (version) => shop.call('doDeleteOrderProperty', { orderPropertyId, version }),
    },
    (done) =>
      ({
        ok: true,
        intent: done,
        names: { de: '', en: '' },
        propertyId: orderPropertyId,
      }) satisfies OrderPropertiesAnswer,
  );
  if (changed) return changed;
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

export const shouldRevalidate = revalidateAfterEveryChange;

export default function StaffOrderProperties({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.properties) return <StaffForbidden needs="catalogue" />;
  const answer = actionData as OrderPropertiesAnswer | undefined;
  return (
    <OrderedListPage
      texts="staff.orderProperties"
      answer={answer}
      rows={loaderData.properties}
      newFormKey={answer?.ok && answer.intent === 'created' ? `new-${answer.propertyId}` : 'new'}
      form={(property, failure, place) => <OrderPropertyForm property={property} failure={failure} place={place} />}
    />
  );
}
