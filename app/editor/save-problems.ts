import type { PageBlock } from '../../core/content/blocks/block-model';
import type { FieldProblem } from '../../core/api/errors';
import type { TranslationKey, Translator } from '../../core/i18n/translator';
import { blockFormFields, type BlockField, type PlacedField } from './block-fields';

/**
 * A refused save in the merchant's words (issue 34): the server names a field by its path in the
 * blocks ("blocks.2.content.0.content.button.link", counted from 0); the editor names the block as
 * its frame does ("Bildbanner, Block 3 von 9"), the slide or column, the field's label, and says
 * what is wrong in a translated sentence. The path of the field's control lets the drawer open
 * at that field.
 */
export interface SaveProblem {
  /** The top-level block: its settings drawer shows the field. */
  uuid: string;
  /** The control's path inside that block (an image's alt text: "<image>.alt"); null: the block itself. */
  fieldPath: string | null;
  /** What is wrong with the field, translated. */
  message: string;
  /** The whole sentence for the save's notice. */
  sentence: string;
}

type MessageTranslator = Pick<Translator, 't' | 'exists'>;

const blockPath = /^blocks\.(\d+)(?:\.(.+))?$/;

/** The problem a field path of a refused save stands for; null when it names no block of the draft. */
export function describeSaveProblem(
  i18n: MessageTranslator,
  blocks: readonly PageBlock[],
  cause: Pick<FieldProblem, 'field' | 'message'>,
): SaveProblem | null {
  const match = blockPath.exec(cause.field);
  if (!match) return null;
  const index = Number(match[1]);
  const block = blocks[index];
  if (!block) return null;
  const inner = match[2] ?? '';
  const placed = fieldAt(blockFormFields(block), inner);
  const { t } = i18n;
  const blockName = (named: PageBlock) => t(`editor.blockNames.${named.name}` as TranslationKey);
  let where = t('editor.block.label', { name: blockName(block), position: index + 1, count: blocks.length });
  if (placed?.within?.kind === 'slide')
    where = t('editor.saveProblem.slide', { block: where, number: placed.within.index + 1 });
  if (placed?.within?.kind === 'column') {
    where = t('editor.saveProblem.column', {
      block: where,
      number: placed.within.index + 1,
      name: blockName(placed.within.block),
    });
  }
  const alt = placed?.field.kind === 'image' && /^(alt|decorative)$/.test(inner.slice(placed.field.path.length + 1));
  const message = causeMessage(i18n, cause.message, alt ? 'alt' : placed?.field.kind);
  if (!placed)
    return {
      uuid: block.meta.uuid,
      fieldPath: null,
      message,
      sentence: t('editor.saveProblem.block', { block: where, message }),
    };
  const label = alt ? 'alt' : placed.field.label;
  return {
    uuid: block.meta.uuid,
    fieldPath: alt ? `${placed.field.path}.alt` : placed.field.path,
    message,
    sentence: t('editor.saveProblem.field', {
      block: where,
      field: t(`editor.form.fields.${label}` as TranslationKey),
      message,
    }),
  };
}

/**
 * The problems of a refused save, one per field, by the blocks' order on the page (the server
 * names a block's own problems before those of rules across blocks).
 */
export function describeSaveProblems(
  i18n: MessageTranslator,
  blocks: readonly PageBlock[],
  causes: readonly Pick<FieldProblem, 'field' | 'message'>[],
): SaveProblem[] {
  const seen = new Set<string>();
  const problems: SaveProblem[] = [];
  for (const cause of causes) {
    const problem = describeSaveProblem(i18n, blocks, cause);
    const key = problem ? `${problem.uuid} ${problem.fieldPath}` : '';
    if (!problem || seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  const position = (problem: SaveProblem) => blocks.findIndex((block) => block.meta.uuid === problem.uuid);
  return problems.sort((a, b) => position(a) - position(b));
}

/** The field whose path is the longest one the problem's path starts with. */
function fieldAt(fields: PlacedField[], path: string): PlacedField | null {
  let found: PlacedField | null = null;
  for (const placed of fields) {
    const fieldPath = placed.field.path;
    if (
      (path === fieldPath || path.startsWith(`${fieldPath}.`)) &&
      fieldPath.length > (found?.field.path.length ?? -1)
    ) {
      found = placed;
    }
  }
  return found;
}

/** The server's message key when it has one, else what is wrong with a field of that kind. */
function causeMessage(i18n: MessageTranslator, message: string, kind: BlockField['kind'] | 'alt' | undefined): string {
  if (message.startsWith('errorMessages.') && i18n.exists(message)) return i18n.t(message as TranslationKey);
  if (kind === 'link') return i18n.t('errorMessages.editor.linkInvalid');
  if (kind === 'alt') return i18n.t('errorMessages.editor.altRequired');
  return i18n.t('errorMessages.editor.blockInvalid');
}
