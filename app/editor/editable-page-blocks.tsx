import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { PageBlock } from '../../core/content/blocks/block-model';
import type { EditablePageBlocksProps } from '../blocks/block-editor-slot';
import { BlockPageContext } from '../blocks/block-layout';
import { PlusIcon } from '../components/icons';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from './editor-icons';
import { blockPageOf, PageBlockView } from '../blocks/page-blocks';
import { notifications } from '../lib/notification-store';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { deleteBlock, moveBlock, type BlockPosition } from './block-operations';
import { loadEditedPage } from './editor-api';
import { actionsDisabled, editorStore, useEditorState } from './editor-store';
import { useBlockName } from './block-names';

/**
 * The page's blocks as the editor shows them (spec §4 "Editor"): the draft instead of the saved
 * blocks, each with its controls (move, edit, delete) and "add block" places above and below.
 * In preview the page looks exactly as shoppers will see it.
 */
export function EditablePageBlocks({ page, blocks, recommendedProducts }: EditablePageBlocksProps) {
  const { locale } = useLocale();
  const loaded = useEditorState((state) => state.page);
  const isThisPage =
    loaded?.identifier === page.identifier && loaded.entityType === page.entityType && loaded.locale === locale;
  useEffect(() => {
    if (!isThisPage) void loadEditedPage({ ...page, locale });
  }, [isThisPage, page, locale]);

  const draft = useEditorState((state) => state.draft);
  const extraProducts = useEditorState((state) => state.extraProducts);
  const disabled = useEditorState(actionsDisabled);
  const shown = isThisPage ? draft : blocks;
  const blockPage = useMemo(
    () => blockPageOf(shown, { ...recommendedProducts, ...extraProducts }),
    [shown, recommendedProducts, extraProducts],
  );

  return (
    <BlockPageContext value={blockPage}>
      {shown.length === 0 && !disabled ? <AddBlockButton target={{ uuid: null, position: 'top' }} alone /> : null}
      {shown.map((block, index) => (
        <div key={block.meta.uuid} className="mb-(--block-spacing)">
          {disabled || !isThisPage ? (
            <PageBlockView block={block} />
          ) : (
            <BlockFrame block={block} index={index} count={shown.length}>
              <PageBlockView block={block} />
            </BlockFrame>
          )}
        </div>
      ))}
    </BlockPageContext>
  );
}

function BlockFrame({
  block,
  index,
  count,
  children,
}: {
  block: PageBlock;
  index: number;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = useBlockName(block);
  const tablet = useEditorState((state) => state.tablet);
  const tapped = useEditorState((state) => state.tappedUuid === block.meta.uuid);
  const editing = useEditorState(
    (state) => state.drawer?.view === 'blockSettings' && state.drawer.uuid === block.meta.uuid,
  );
  // Tablet mode (spec §4): no hover on a touch screen, so a tap on the block shows its controls.
  const visibility = tablet
    ? tapped
      ? 'opacity-100'
      : 'pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100'
    : 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100';

  const move = (offset: -1 | 1) => editorStore.set((state) => ({ draft: moveBlock(state.draft, index, offset) }));
  const remove = () => {
    const before = editorStore.get().draft;
    editorStore.set((state) => ({ draft: deleteBlock(state.draft, block.meta.uuid), drawer: null }));
    notifications.send({
      type: 'neutral',
      message: t('editor.block.deleted', { name }),
      action: { text: t('editor.block.undo'), onClick: () => editorStore.set({ draft: before }) },
    });
  };

  // The block being edited stays in sight beside its settings drawer (issue 34).
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    if (editing) frame.current?.scrollIntoView({ block: 'nearest' });
  }, [editing]);

  return (
    <section
      ref={frame}
      aria-label={t('editor.block.label', { name, position: index + 1, count })}
      data-block-uuid={block.meta.uuid}
      className={`group relative rounded-md outline-2 outline-offset-4 ${
        editing ? 'outline outline-primary-700' : 'hover:outline hover:outline-dashed hover:outline-slate-400'
      }`}
      onClickCapture={tablet ? () => editorStore.set({ tappedUuid: block.meta.uuid }) : undefined}
    >
      <div
        className={`pointer-events-none absolute inset-x-0 -top-5 z-20 flex justify-center [&>*]:pointer-events-auto ${visibility}`}
      >
        <AddBlockButton target={{ uuid: block.meta.uuid, position: 'top' }} />
      </div>
      <div
        role="toolbar"
        aria-label={t('editor.block.controls', { name })}
        className={`absolute top-2 right-2 z-30 flex gap-1 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-300 ${visibility}`}
      >
        <ControlButton label={t('editor.block.moveUp', { name })} disabled={index === 0} onClick={() => move(-1)}>
          <ArrowUpIcon />
        </ControlButton>
        <ControlButton
          label={t('editor.block.moveDown', { name })}
          disabled={index === count - 1}
          onClick={() => move(1)}
        >
          <ArrowDownIcon />
        </ControlButton>
        <ControlButton
          label={t('editor.block.edit', { name })}
          onClick={() => editorStore.set({ drawer: { view: 'blockSettings', uuid: block.meta.uuid } })}
        >
          <PencilIcon />
        </ControlButton>
        <ControlButton label={t('editor.block.delete', { name })} onClick={remove}>
          <TrashIcon />
        </ControlButton>
      </div>
      {children}
      <div
        className={`pointer-events-none absolute inset-x-0 -bottom-5 z-20 flex justify-center [&>*]:pointer-events-auto ${visibility}`}
      >
        <AddBlockButton target={{ uuid: block.meta.uuid, position: 'bottom' }} />
      </div>
    </section>
  );
}

function ControlButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded text-slate-900 hover:bg-slate-100 disabled:text-slate-400"
    >
      {children}
    </button>
  );
}

function AddBlockButton({
  target,
  alone,
}: {
  target: { uuid: string | null; position: BlockPosition };
  alone?: boolean;
}) {
  const { t } = useTranslation();
  const label = alone
    ? t('editor.block.addFirst')
    : t(target.position === 'top' ? 'editor.block.addAbove' : 'editor.block.addBelow');
  return (
    <button
      type="button"
      onClick={() => editorStore.set({ drawer: { view: 'blocksList', target } })}
      className={`rounded-full bg-primary-700 px-4 py-1.5 text-sm font-semibold text-white shadow hover:bg-primary-800 ${
        alone ? 'mx-auto my-10 block' : ''
      }`}
    >
      <PlusIcon className="me-1 inline size-4 align-[-0.15em]" />
      {label}
    </button>
  );
}
