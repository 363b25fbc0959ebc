import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { countryChoices } from '../../../core/catalog/countries';
import type { ManufacturerRow, StaffManufacturer } from '../../../core/catalog-management/manufacturers.server';
import { useTranslation } from '../../i18n/use-translation';
import { pageMeta } from '../../lib/page-meta';
import { shopContext } from '../../shop-context';
import { DeleteConfirmation } from '../../staff/master-data/delete-confirmation';
import { revalidateAfterEveryChange } from '../../staff/master-data/ordered-list';
import { MasterDataPage } from '../../staff/master-data/master-data-page';
import { masterDataAction, pageStateOf, type MasterDataAnswer } from '../../staff/master-data/master-data-answer';
import { makerFields, manufacturerInput, personFields } from '../../staff/master-data/master-data-input';
import { ManufacturerForm, manufacturerValues } from '../../staff/master-data/manufacturer-form';
import { ManufacturerTable } from '../../staff/master-data/manufacturer-list';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-manufacturers';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.masterData.manufacturers.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/catalogue/manufacturers (issue 37, role `catalogue`): the list, and the form of a new or chosen one (?edit=id). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const edit = Number(new URL(request.url).searchParams.get('edit') ?? '');
  const shop = context.get(shopContext);
  try {
    const answer = (await shop.call('getStaffManufacturers', {})) as { manufacturers: StaffManufacturer[] };
    const countries = countryChoices(shop.locale);
    return { ...answer, countries, edit: Number.isSafeInteger(edit) ? edit : 0, forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      return data({ manufacturers: [], countries: [], edit: 0, forbidden: true }, 403);
    }
    throw error;
  }
}

const fields = [...makerFields, ...personFields.map((field) => `responsiblePerson-${field}`)];

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return masterDataAction(request, {
    fields,
    async save(form) {
      const saved = (await shop.call('doSaveManufacturer', manufacturerInput(form) as never)) as {
        manufacturer: ManufacturerRow;
      };
      return saved.manufacturer;
    },
    async delete(manufacturerId, version) {
      await shop.call('doDeleteManufacturer', { manufacturerId, version } as never);
      return { count: 0 };
    },
  });
}

export const shouldRevalidate = revalidateAfterEveryChange;

export default function StaffManufacturers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.forbidden) return <StaffForbidden needs="catalogue" />;
  const { manufacturers } = loaderData;
  const answer = actionData as MasterDataAnswer | undefined;
  const { editing, failure, confirming, confirmVersion, done, refused, formKey } = pageStateOf(
    answer,
    manufacturers,
    loaderData.edit,
  );
  return (
    <MasterDataPage
      titleId="staff-manufacturers-title"
      title={t('staff.masterData.manufacturers.title')}
      intro={t('staff.masterData.manufacturers.intro')}
      done={
        done
          ? t(
              done.done === 'save' ? 'staff.masterData.manufacturers.saved' : 'staff.masterData.manufacturers.deleted',
              {
                name: done.name,
              },
            )
          : null
      }
      refused={refused}
    >
      {confirming ? (
        <DeleteConfirmation
          id={confirming.id}
          version={confirmVersion}
          label={confirming.name}
          title={t('staff.masterData.manufacturers.confirmTitle', { name: confirming.name })}
          text={t('staff.masterData.manufacturers.confirmText')}
          confirm={t('staff.masterData.manufacturers.confirm')}
        />
      ) : null}
      <ManufacturerTable manufacturers={manufacturers} countries={loaderData.countries} />
      <ManufacturerForm
        key={formKey}
        maker={editing}
        countries={loaderData.countries}
        values={failure?.values ?? manufacturerValues(editing)}
        failure={failure}
      />
    </MasterDataPage>
  );
}
