import type { StaffTag } from '../../../core/catalog-management/tags.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { EditAndDeleteCell, MasterDataTable } from './master-data-table';

/** A tag's page in a language (German needs no prefix). */
const pagePath = (language: 'de' | 'en', slug: string) => `${language === 'de' ? '' : '/en'}/tag/${slug}`;

/** The tags as a table: names, the addresses of their pages, colour, how many items carry each, edit and delete. */
export function TagTable({ tags }: { tags: StaffTag[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (tags.length === 0) return <p>{t('staff.masterData.tags.empty')}</p>;
  const columns = ['name', 'slugs', 'color', 'items', 'actions'] as const;
  return (
    <MasterDataTable
      caption={t('staff.masterData.tags.caption')}
      headings={columns.map((column) => t(`staff.masterData.tags.columns.${column}`))}
      minWidth="min-w-[40rem]"
    >
      {tags.map((tag) => (
        <tr key={tag.id} className="border-b border-slate-200 align-top">
          <th scope="row" className="px-2 py-2 font-semibold">
            {tag.names[locale]}
            <span className="block font-normal text-slate-700">{tag.names[locale === 'de' ? 'en' : 'de']}</span>
          </th>
          <td className="px-2 py-2">
            <ul>
              {(['de', 'en'] as const).map((language) => (
                <li key={language}>
                  <a href={pagePath(language, tag.slugs[language])} className="underline underline-offset-2">
                    {pagePath(language, tag.slugs[language])}
                  </a>
                </li>
              ))}
            </ul>
          </td>
          <td className="px-2 py-2">
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-5 w-5 rounded border border-slate-500"
                style={{ backgroundColor: tag.color }}
              />
              <span className="font-mono">{tag.color}</span>
            </span>
          </td>
          <td className="px-2 py-2">{t('staff.masterData.itemCount', { count: tag.itemCount })}</td>
          <EditAndDeleteCell record={tag} name={tag.names[locale]} formTitleId="tag-form-title" />
        </tr>
      ))}
    </MasterDataTable>
  );
}
