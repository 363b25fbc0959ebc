import { data, Link, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, formFailure, type FormFailure } from '../../lib/form-result';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { changedFieldsName, changedValuesOnly } from '../../staff/catalogue/changed-fields';
import { ItemForm } from '../../staff/catalogue/item-form';
import {
  itemFormFailure,
  itemIdLists,
  itemSaveInput,
  newVariationInput,
  variationIdsOf,
} from '../../staff/catalogue/item-form-input';
import { NewVariationForm } from '../../staff/catalogue/new-item-forms';
import { ItemPictures } from '../../staff/catalogue/item-pictures';
import {
  isPictureIntent,
  pictureAction,
  pictureFailure,
  type PictureIntent,
} from '../../staff/catalogue/picture-action';
import { StockForms, type StockFailure } from '../../staff/catalogue/stock-forms';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-item';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ data: loaded }, { t, locale }) => ({
  title: t('staff.catalogue.itemTitle', { name: loaded?.item ? itemName(loaded.item, locale) : '' }),
  robots: 'noindex, nofollow',
}));

/** The item's name in the staff member's language (else the other one's). */
const itemName = (item: StaffItemPage, locale: 'de' | 'en') =>
  item.texts[locale]?.name ?? item.texts.de?.name ?? item.texts.en?.name ?? String(item.id);

const itemIdOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/** /staff/catalogue/:itemId (issue 37): an item's texts, variations, prices and stock. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  try {
    const item = (await context
      .get(shopContext)
      .call('getStaffItem', { itemId: itemIdOf(params.itemId) })) as StaffItemPage;
    return { item, forbidden: false, created: new URL(request.url).searchParams.get('created') === '1' };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ item: null, forbidden: true, created: false }, 403);
    if (isApiError(error) && error.status < 500) throw data(null, 404);
    throw error;
  }
}

type ActionAnswer =
  | { ok: true; intent: 'save' | 'stock' | 'addVariation' | PictureIntent }
  | ({ intent: PictureIntent } & FormFailure)
  | ({ intent: 'addVariation' } & FormFailure)
  | ({ intent: 'save' } & ReturnType<typeof itemFormFailure>)
  | ({ intent: 'stock' } & StockFailure);

export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  for (const list of itemIdLists) values[list] = form.getAll(list).map(String).join(',');
  const intent = form.get('intent');
  if (intent === 'stock') {
    const variationId = Number(form.get('variationId'));
    const change = String(form.get('change') ?? '').trim();
    try {
      await shop.call('doAdjustStock', {
        variationId: Number.isSafeInteger(variationId) ? variationId : 0,
        change: /^[+-]?\d{1,7}$/.test(change) ? Number(change) : change,
        reason: String(form.get('reason') ?? ''),
      } as never);
      return { ok: true, intent: 'stock' } satisfies ActionAnswer;
    } catch (error) {
      const failure = formFailure(error, values, { fields: ['change', 'reason'] });
      // The "below zero" refusal names the variation's change field: shown at this form's.
      if (isApiError(error) && error.key === 'staff.catalogue.stockBelowZero') {
        failure.fieldErrors = { change: 'storefrontError.staff.catalogue.stockBelowZero' };
        failure.formError = null;
      }
      return data({ ...failure, intent: 'stock' as const, variationId }, errorStatus(error));
    }
  }
  if (intent === 'addVariation') {
    try {
      await shop.call('doAddVariation', {
        itemId: itemIdOf(params.itemId),
        version: Number(form.get('version')),
        variation: newVariationInput(form),
      } as never);
      return { ok: true, intent: 'addVariation' } satisfies ActionAnswer;
    } catch (error) {
      const failure = formFailure(error, values, { fields: ['number', 'salePriceCents', 'stock'] });
      return data({ ...failure, intent: 'addVariation' as const }, errorStatus(error));
    }
  }
  if (isPictureIntent(intent)) {
    return pictureAction(shop, intent, form, itemIdOf(params.itemId), values);
  }
  if (intent !== 'save') throw data(null, 400);
  // The variations the form shows (the call refuses one that is not the item's): no read before the save.
  const variationIds = variationIdsOf(form);
  try {
    await shop.call('doSaveItem', itemSaveInput(form, itemIdOf(params.itemId), variationIds) as never);
    return { ok: true, intent: 'save' } satisfies ActionAnswer;
  } catch (error) {
    const failure = itemFormFailure(error, values, variationIds);
    // Someone else saved meanwhile: the new state, with only what this person changed over it.
    if (isApiError(error) && error.key === 'staff.catalogue.changedMeanwhile') {
      failure.values = changedValuesOnly(values, values[changedFieldsName]);
    }
    return data({ ...failure, intent: 'save' as const }, errorStatus(error));
  }
}

/** After a save or a correction the item is read again: a refusal shows the new state too. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;

export default function StaffItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize, locale } = useLocale();
  if (loaderData.forbidden || !loaderData.item) return <StaffForbidden needs="catalogue" />;
  const { item } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const name = itemName(item, locale);
  return (
    <article aria-labelledby="staff-item-title" className="space-y-6">
      <p className="flex flex-wrap gap-4">
        <Link to={localize('/staff/catalogue')} className="underline underline-offset-2">
          {t('staff.catalogue.back')}
        </Link>
        {item.productPath ? (
          <a href={localize(item.productPath)} className="underline underline-offset-2">
            {t('staff.catalogue.viewInShop')}
          </a>
        ) : null}
      </p>
      <h1 id="staff-item-title" className="text-2xl font-semibold">
        {t('staff.catalogue.itemTitle', { name })}
      </h1>
      {answer?.ok || (loaderData.created && !answer) ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {answer?.ok ? t(`staff.catalogue.done.${answer.intent}`) : t('staff.catalogue.done.create')}
        </p>
      ) : null}
      <ItemForm
        key={item.version}
        item={item}
        failure={answer && !answer.ok && answer.intent === 'save' ? answer : null}
      />
      <StockForms item={item} failure={answer && !answer.ok && answer.intent === 'stock' ? answer : null} />
      <ItemPictures item={item} failure={answer ? pictureFailure(answer) : null} />
      <NewVariationForm
        key={`new-${item.version}`}
        item={item}
        failure={answer && !answer.ok && answer.intent === 'addVariation' ? answer : null}
      />
    </article>
  );
}
