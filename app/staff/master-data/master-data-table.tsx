import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The manufacturers' and the tags' lists (issue 37) as a table that scrolls sideways on a narrow
 * screen rather than squeezing its columns; the caption names it for screen readers.
 */
export function MasterDataTable({
  caption,
  headings,
  minWidth,
  children,
}: {
  caption: string;
  headings: readonly string[];
  /** A Tailwind min-width class: the widest the columns need before the table scrolls. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A row's edit link (opens the record in the form below, `formTitleId` scrolls to it) and its
 * delete button, which sends the version the list showed and the name the page's answer names;
 * the page asks before it deletes (DeleteConfirmation).
 */
export function EditAndDeleteCell({
  record,
  name,
  formTitleId,
}: {
  record: { id: number; version: number };
  name: string;
  formTitleId: string;
}) {
  const { t } = useTranslation();
  return (
    <td className="px-2 py-2">
      <div className="flex flex-wrap gap-2">
        <Link
          to={`?edit=${record.id}#${formTitleId}`}
          className="button-secondary"
          aria-label={t('staff.masterData.editOne', { name })}
        >
          {t('staff.masterData.edit')}
        </Link>
        <Form method="post">
          <input type="hidden" name="id" value={record.id} />
          <input type="hidden" name="version" value={record.version} />
          <input type="hidden" name="label" value={name} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button-secondary"
            aria-label={t('staff.masterData.deleteOne', { name })}
          >
            {t('staff.masterData.delete')}
          </button>
        </Form>
      </div>
    </td>
  );
}
