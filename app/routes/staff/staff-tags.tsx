import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import type { StaffTag, TagRow } from '../../../core/catalog-management/tags.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { DeleteConfirmation } from '../../staff/master-data/delete-confirmation';
import { revalidateAfterEveryChange } from '../../staff/master-data/ordered-list';
import { MasterDataPage } from '../../staff/master-data/master-data-page';
import { masterDataAction, pageStateOf, type MasterDataAnswer } from '../../staff/master-data/master-data-answer';
import { tagFields, tagInput } from '../../staff/master-data/master-data-input';
import { TagForm, tagValues } from '../../staff/master-data/tag-form';
import { TagTable } from '../../staff/master-data/tag-list';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-tags';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.masterData.tags.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue/tags (issue 37, role `catalogue`): the list, and the form of a new or chosen tag (?edit=id). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const edit = Number(new URL(request.url).searchParams.get('edit') ?? '');
  try {
    const answer = (await context.get(shopContext).call('getStaffTags', {})) as { tags: StaffTag[] };
    return { ...answer, edit: Number.isSafeInteger(edit) ? edit : 0, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ tags: [], edit: 0, forbidden: true }, 403);
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const locale = new URL(request.url).pathname.startsWith('/en/') ? 'en' : 'de';
  return masterDataAction(request, {
    fields: tagFields,
    async save(form) {
      const saved = (await shop.call('doSaveTag', tagInput(form) as never)) as { tag: TagRow };
      return { id: saved.tag.id, name: saved.tag.names[locale] };
    },
    async delete(tagId, version) {
      const deleted = (await shop.call('doDeleteTag', { tagId, version } as never)) as { itemCount: number };
      return { count: deleted.itemCount };
    },
  });
}

export const shouldRevalidate = revalidateAfterEveryChange;

export default function StaffTags({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (loaderData.forbidden) return <StaffForbidden needs="catalogue" />;
  const { tags } = loaderData;
  const answer = actionData as MasterDataAnswer | undefined;
  const { editing, failure, confirming, confirmVersion, done, refused, formKey } = pageStateOf(
    answer,
    tags,
    loaderData.edit,
  );
  return (
    <MasterDataPage
      titleId="staff-tags-title"
      title={t('staff.masterData.tags.title')}
      intro={t('staff.masterData.tags.intro')}
      done={
        done
          ? t(done.done === 'save' ? 'staff.masterData.tags.saved' : 'staff.masterData.tags.deleted', {
              name: done.name,
              count: done.count,
            })
          : null
      }
      refused={refused}
    >
      {confirming ? (
        <DeleteConfirmation
          id={confirming.id}
          version={confirmVersion}
          label={confirming.names[locale]}
          title={t('staff.masterData.tags.confirmTitle', { name: confirming.names[locale] })}
          text={t('staff.masterData.tags.confirmText', { count: confirming.itemCount })}
          confirm={t('staff.masterData.tags.confirm')}
        />
      ) : null}
      <TagTable tags={tags} />
      <TagForm key={formKey} tag={editing} values={failure?.values ?? tagValues(editing)} failure={failure} />
    </MasterDataPage>
  );
}
