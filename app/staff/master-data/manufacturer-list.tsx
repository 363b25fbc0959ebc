import type { StaffManufacturer } from '../../../core/catalog-management/manufacturers.server';
import type { CountryChoice } from './country-select';
import { useTranslation } from '../../i18n/use-translation';
import { EditAndDeleteCell, MasterDataTable } from './master-data-table';

/** The manufacturers as a table: address, responsible person, how many items name each, edit and delete. */
export function ManufacturerTable({
  manufacturers,
  countries,
}: {
  manufacturers: StaffManufacturer[];
  countries: CountryChoice[];
}) {
  const { t } = useTranslation();
  const countryName = (value: string) => countries.find((country) => country.code === value)?.name ?? value;
  if (manufacturers.length === 0) return <p>{t('staff.masterData.manufacturers.empty')}</p>;
  const columns = ['name', 'legalName', 'address', 'responsiblePerson', 'items', 'actions'] as const;
  return (
    <MasterDataTable
      caption={t('staff.masterData.manufacturers.caption')}
      headings={columns.map((column) => t(`staff.masterData.manufacturers.columns.${column}`))}
      minWidth="min-w-[48rem]"
    >
      {manufacturers.map((maker) => (
        <tr key={maker.id} className="border-b border-slate-200 align-top">
          <th scope="row" className="px-2 py-2 font-semibold">
            {maker.name}
          </th>
          <td className="px-2 py-2">{maker.legalName || '–'}</td>
          <td className="px-2 py-2">
            {[
              `${maker.street} ${maker.houseNo}`.trim(),
              `${maker.postcode} ${maker.town}`.trim(),
              countryName(maker.country),
            ]
              .filter(Boolean)
              .join(', ') || '–'}
          </td>
          <td className="px-2 py-2">{maker.responsiblePerson?.name ?? t('staff.masterData.manufacturers.none')}</td>
          <td className="px-2 py-2">{t('staff.masterData.itemCount', { count: maker.itemCount })}</td>
          <EditAndDeleteCell record={maker} name={maker.name} formTitleId="manufacturer-form-title" />
        </tr>
      ))}
    </MasterDataTable>
  );
}
