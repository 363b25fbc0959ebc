import { Form, Link } from 'react-router';
import type { StaffManufacturer } from '../../../core/catalog-management/manufacturers.server';
import type { CountryChoice } from './country-select';
import { useTranslation } from '../../i18n/use-translation';

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
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t('staff.masterData.manufacturers.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold">
                {t(`staff.masterData.manufacturers.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
              <td className="px-2 py-2">
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`?edit=${maker.id}#manufacturer-form-title`}
                    className="button-secondary"
                    aria-label={t('staff.masterData.editOne', { name: maker.name })}
                  >
                    {t('staff.masterData.edit')}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={maker.id} />
                    <input type="hidden" name="version" value={maker.version} />
                    <input type="hidden" name="label" value={maker.name} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className="button-secondary"
                      aria-label={t('staff.masterData.deleteOne', { name: maker.name })}
                    >
                      {t('staff.masterData.delete')}
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
