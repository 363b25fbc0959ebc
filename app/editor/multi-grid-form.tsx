import type { MultiGridBlock, PageBlock } from '../../core/content/blocks/block-model';
import { useTranslation } from '../i18n/use-translation';
import { contentBlockFields } from './block-fields';
import { FieldGroups, type Update } from './block-field-view';
import { useBlockName } from './block-names';

/** MultiGrid: the width of each column (of 12) and the blocks in the columns, each with its form. */
export function MultiGridForm({ block, update }: { block: MultiGridBlock; update: Update }) {
  const { t } = useTranslation();
  const widths = block.configuration.columnWidths;
  const total = widths.reduce((sum, width) => sum + width, 0);
  return (
    <>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 font-semibold">{t('editor.form.groups.columns')}</legend>
        {widths.map((width, index) => (
          <label key={index} className="flex items-center justify-between gap-2 text-sm font-medium">
            {t('editor.form.columnWidth', { number: index + 1 })}
            <input
              type="number"
              min={1}
              max={12}
              value={width}
              onChange={(event) => {
                const next = Math.min(12, Math.max(1, Math.round(Number(event.target.value) || 1)));
                update(
                  'configuration.columnWidths',
                  widths.map((other, at) => (at === index ? next : other)),
                );
              }}
              className="w-20 rounded border border-slate-400 px-2 py-1"
            />
          </label>
        ))}
        {total > 12 ? (
          <p role="status" className="text-sm text-amber-900">
            {t('editor.form.columnsTooWide', { total })}
          </p>
        ) : null}
      </fieldset>
      {block.content.map((child, index) => (
        <NestedBlockForm key={child.meta.uuid} block={block} child={child} index={index} update={update} />
      ))}
    </>
  );
}

function NestedBlockForm({
  block,
  child,
  index,
  update,
}: {
  block: MultiGridBlock;
  child: PageBlock;
  index: number;
  update: Update;
}) {
  const { t } = useTranslation();
  const name = useBlockName(child);
  return (
    <details className="rounded-md border border-slate-300 p-3">
      <summary className="cursor-pointer font-semibold">{t('editor.form.column', { number: index + 1, name })}</summary>
      <div className="mt-3 space-y-4">
        <FieldGroups groups={contentBlockFields(child, `content.${index}`)} block={block} update={update} />
      </div>
    </details>
  );
}
