import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffAttribute } from '../../../core/catalog-management/attributes.server';
import { errorStatus } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { attributeFieldOf, attributeSaveInput } from '../../staff/attributes/attribute-form-input';
import { AttributeForm, type AttributesAnswer } from '../../staff/attributes/attribute-forms';
import { fieldFailure } from '../../staff/field-failure';
import { moveOrDelete, revalidateAfterEveryChange } from '../../staff/master-data/ordered-list';
import { OrderedListPage } from '../../staff/master-data/ordered-list-page';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-attributes';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.attributes.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue/attributes (issue 37, role `catalogue`): the attributes with their values. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const answer = (await context.get(shopContext).call('getStaffAttributes', {})) as {
      attributes: StaffAttribute[];
    };
    return { attributes: answer.attributes, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ attributes: null, forbidden: true }, 403);
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value).slice(0, 2000)]));
  const attributeId = formIntegerForCall(form.get('attributeId'));
  const formKey = form.has('attributeId') ? String(attributeId) : 'new';
  const changed = await moveOrDelete(
    form,
    formKey,
    {
      move: (version, direction) => shop.call('doMoveAttribute', { attributeId, version, direction }),
      delete: (version) => shop.call('doDeleteAttribute', { attributeId, version }),
    },
    (done) => ({ ok: true, intent: done, names: { de: '', en: '' }, attributeId }) satisfies AttributesAnswer,
  );
  if (changed) return changed;
  const { input, rowOf } = attributeSaveInput(form);
  try {
    const saved = (await shop.call('doSaveAttribute', input as never)) as { attributeId: number };
    const { de, en } = input.attribute.names;
    const done = formKey === 'new' ? 'created' : 'saved';
    const names = { de: de.trim(), en: en.trim() };
    return { ok: true, intent: done, names, attributeId: saved.attributeId } satisfies AttributesAnswer;
  } catch (error) {
    const failure = fieldFailure(error, values, (path) => attributeFieldOf(path, rowOf));
    return data({ ...failure, formKey }, errorStatus(error));
  }
}

export const shouldRevalidate = revalidateAfterEveryChange;

export default function StaffAttributes({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.forbidden || !loaderData.attributes) return <StaffForbidden needs="catalogue" />;
  const answer = actionData as AttributesAnswer | undefined;
  return (
    <OrderedListPage
      texts="staff.attributes"
      answer={answer}
      rows={loaderData.attributes}
      newFormKey={answer?.ok && answer.intent === 'created' ? `new-${answer.attributeId}` : 'new'}
      form={(attribute, failure, place) => <AttributeForm attribute={attribute} failure={failure} place={place} />}
    />
  );
}
