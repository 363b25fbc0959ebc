import { useEffect, useState } from 'react';
import type { PageBlock } from '../../core/content/blocks/block-model';
import type { BlockTemplateCategory } from '../../core/content/blocks/block-template-types';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { insertBlock, withFreshUuids, type BlockPosition } from './block-operations';
import { EditorDrawer } from './editor-drawer';
import { editorStore } from './editor-store';

type BlocksLists = Record<string, BlockTemplateCategory>;

/** Spec §7: the templates come from /blocks/blocksLists.json; a failure names the HTTP status. */
async function fetchBlocksLists(): Promise<BlocksLists> {
  const response = await fetch('/blocks/blocksLists.json');
  if (!response.ok) throw new Error(`Failed to fetch blocksLists: HTTP error! status: ${response.status}`);
  return (await response.json()) as BlocksLists;
}

/**
 * The "add block" drawer (spec §2): templates grouped by category, each variation with its picture,
 * title and an add button. Adding puts a copy with fresh uuids at the placeholder's place and
 * opens its settings (spec §4).
 */
export function AddBlockDrawer({ target }: { target: { uuid: string | null; position: BlockPosition } }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [lists, setLists] = useState<BlocksLists | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    fetchBlocksLists().then(setLists, (error: Error) => setFailure(error.message));
  }, []);

  function add(template: PageBlock) {
    const block = withFreshUuids(template);
    const { blocks, inserted } = insertBlock(editorStore.get().draft, block, target);
    if (!inserted) {
      console.warn('block not found', target.uuid);
      return;
    }
    editorStore.set({ draft: blocks, drawer: { view: 'blockSettings', uuid: block.meta.uuid } });
  }

  return (
    <EditorDrawer title={t('editor.addBlock.title')} placement="left" onClose={() => editorStore.set({ drawer: null })}>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t('editor.addBlock.failed')} ({failure})
        </p>
      ) : null}
      {lists === null && failure === null ? <p role="status">{t('editor.addBlock.loading')}</p> : null}
      {Object.values(lists ?? {}).map((category) => (
        <section key={category.category} className="mb-6" aria-labelledby={`block-category-${category.category}`}>
          <h3 id={`block-category-${category.category}`} className="mb-2 font-semibold">
            {t(`editor.addBlock.categories.${category.category}` as 'editor.addBlock.categories.banner')}
          </h3>
          <ul className="grid grid-cols-2 gap-3">
            {category.variations.map((variation, index) => {
              const title = t(
                `editor.addBlock.variations.${category.category}-${index}` as 'editor.addBlock.variations.banner-0',
              );
              return (
                <li key={variation.title} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2">
                  <img src={variation.image} alt="" width={160} height={90} className="w-full rounded" />
                  <button
                    type="button"
                    data-testid={`block-add-${category.category}-${index}`}
                    onClick={() => add(variation.template[locale])}
                    className="button-secondary py-1 text-sm"
                  >
                    {t('editor.addBlock.add', { name: title })}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </EditorDrawer>
  );
}
