import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { contentBlockFields } from './block-fields';
import { FieldGroups, type Update } from './block-field-view';
import { useBlockName } from './block-names';
import { findBlock, replaceBlock, setAtPath } from './block-operations';
import { CarouselForm } from './carousel-form';
import { EditorDrawer } from './editor-drawer';
import { editorStore, useEditorState } from './editor-store';
import { clearFieldProblem, fieldFocusDone, useFieldFocus } from './field-problems';
import { MultiGridForm } from './multi-grid-form';

/**
 * The block settings drawer (spec §2: on the right, titled with the block's friendly name). Every
 * change goes into the draft at once, so the page shows it while the editor types. After a refused
 * save it opens at the field the save named (issue 34), which shows the message.
 */
export function BlockSettingsDrawer({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const block = useEditorState((state) => findBlock(state.draft, uuid));
  const name = useBlockName(block ?? { name: 'Banner' });
  const form = useRef<HTMLFormElement>(null);
  const focus = useFieldFocus();
  // After the drawer's own focus on its heading (a parent's effect runs after its children's).
  useEffect(() => {
    if (!focus || focus.uuid !== uuid) return;
    fieldFocusDone();
    if (focus.fieldPath && form.current) moveToField(form.current, focus.fieldPath);
  }, [focus, uuid]);
  if (!block) return null;
  const update: Update = (path, value) => {
    clearFieldProblem(uuid, path);
    editorStore.set((state) => {
      const current = findBlock(state.draft, uuid);
      return current ? { draft: replaceBlock(state.draft, setAtPath(current, path, value)) } : {};
    });
  };
  return (
    <EditorDrawer title={name} placement="right" onClose={() => editorStore.set({ drawer: null })}>
      <form ref={form} noValidate onSubmit={(event) => event.preventDefault()} className="space-y-6">
        {block.name === 'Carousel' ? <CarouselForm block={block} update={update} /> : null}
        {block.name === 'MultiGrid' ? <MultiGridForm block={block} update={update} /> : null}
        <FieldGroups groups={contentBlockFields(block)} block={block} update={update} />
        <p className="text-sm text-slate-600">{t('editor.form.liveHint')}</p>
      </form>
    </EditorDrawer>
  );
}

/** Opens the slide or column the field is in, then moves focus to its control and shows it. */
function moveToField(form: HTMLFormElement, fieldPath: string) {
  const marked = form.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(fieldPath)}"]`);
  const control = marked?.matches('input, select, textarea')
    ? marked
    : marked?.querySelector<HTMLElement>('[contenteditable="true"], input, select, textarea');
  if (!marked || !control) return;
  for (let details = marked.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    details.open = true;
  }
  control.focus();
  control.scrollIntoView({ block: 'center' });
}
