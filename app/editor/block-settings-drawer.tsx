import { inputClass, Labelled } from './form-controls';
import { useEffect, useId, useRef, useState } from 'react';
import type { CarouselBlock, MultiGridBlock, PageBlock } from '../../core/content/blocks/block-model';
import { blockImageProblem, blockImageTypes } from '../../core/content/block-images/block-image-rules';
import { isBlockLink } from '../../core/content/blocks/block-rules';
import { useTranslation } from '../i18n/use-translation';
import { api } from '../lib/api';
import { ApiClientError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { flattenNavigation } from '../lib/navigation';
import { useRootData } from '../root';
import {
  bannerFields,
  carouselControlFields,
  contentBlockFields,
  type BlockField,
  type FieldGroup,
} from './block-fields';
import { useBlockName } from './block-names';
import { findBlock, getAtPath, replaceBlock, setAtPath, withFreshUuids } from './block-operations';
import { uploadBlockImage } from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore, useEditorState } from './editor-store';
import { clearFieldProblem, fieldFocusDone, useFieldFocus, useFieldProblem } from './field-problems';
import { RichTextField } from './rich-text-field';

type Update = (path: string, value: unknown) => void;

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

function FieldGroups({ groups, block, update }: { groups: FieldGroup[]; block: PageBlock; update: Update }) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <fieldset key={group.legend + group.fields[0]?.path} className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">
        {t(`editor.form.groups.${group.legend}` as 'editor.form.groups.text')}
      </legend>
      {group.fields.map((field) => (
        <FieldView
          key={field.path}
          field={field}
          uuid={block.meta.uuid}
          value={getAtPath(block, field.path)}
          update={update}
        />
      ))}
    </fieldset>
  ));
}

/** The message a refused save left at a field, tied to its control (aria-invalid, aria-describedby). */
function ProblemText({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} className="text-sm text-red-800">
      {problem}
    </p>
  ) : null;
}
const problemProps = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': id } : {};

/**
 * A form control with its label above it (the editor's one field layout). `uuid` is the drawer's
 * block (whose paths the fields use): a refused save's message for the field shows under it.
 */
function FieldView({
  field,
  uuid,
  value,
  update,
}: {
  field: BlockField;
  uuid: string;
  value: unknown;
  update: Update;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problem = useFieldProblem(uuid, field.path);
  const problemId = `${id}-problem`;
  const label = t(`editor.form.fields.${field.label}` as 'editor.form.fields.title');
  switch (field.kind) {
    case 'text':
      return (
        <Labelled id={id} label={label}>
          <input
            id={id}
            data-field-path={field.path}
            className={inputClass}
            value={String(value ?? '')}
            maxLength={field.max}
            {...problemProps(problemId, problem)}
            onChange={(event) => update(field.path, event.target.value)}
          />
          <ProblemText id={problemId} problem={problem} />
        </Labelled>
      );
    case 'link':
      return (
        <LinkField
          id={id}
          path={field.path}
          label={label}
          problem={problem}
          value={String(value ?? '')}
          onChange={(next) => update(field.path, next)}
        />
      );
    case 'richText':
      return (
        <div data-field-path={field.path} className="space-y-1">
          <RichTextField label={label} value={String(value ?? '')} onChange={(html) => update(field.path, html)} />
          <ProblemText id={problemId} problem={problem} />
        </div>
      );
    case 'colour':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <input
            id={id}
            type="color"
            data-field-path={field.path}
            {...problemProps(problemId, problem)}
            value={sixDigits(typeof value === 'string' ? value : '#1f2937')}
            onChange={(event) => update(field.path, event.target.value)}
            className="h-9 w-14 rounded border border-slate-400"
          />
          {field.optional && value !== undefined ? (
            <button type="button" className="text-sm underline" onClick={() => update(field.path, undefined)}>
              {t('editor.form.defaultColour')}
            </button>
          ) : null}
          <ProblemText id={problemId} problem={problem} />
        </div>
      );
    case 'range':
      return (
        <Labelled id={id} label={`${label}: ${Math.round(Number(value ?? 0) * 100)} %`}>
          <input
            id={id}
            type="range"
            data-field-path={field.path}
            {...problemProps(problemId, problem)}
            min={field.min}
            max={field.max}
            step={field.step}
            value={Number(value ?? 0)}
            onChange={(event) => update(field.path, Number(event.target.value))}
          />
          <ProblemText id={problemId} problem={problem} />
        </Labelled>
      );
    case 'select':
      return (
        <Labelled id={id} label={label}>
          <select
            id={id}
            data-field-path={field.path}
            {...problemProps(problemId, problem)}
            className={inputClass}
            value={String(value ?? field.options[0])}
            onChange={(event) => update(field.path, event.target.value)}
          >
            {field.options.map((option) => (
              <option key={option} value={option}>
                {t(`editor.form.options.${option}` as 'editor.form.options.left')}
              </option>
            ))}
          </select>
          <ProblemText id={problemId} problem={problem} />
        </Labelled>
      );
    case 'checkbox':
      return (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              data-field-path={field.path}
              {...problemProps(problemId, problem)}
              checked={value === true}
              onChange={(event) => update(field.path, event.target.checked)}
            />
            {label}
          </label>
          <ProblemText id={problemId} problem={problem} />
        </div>
      );
    case 'image':
      return (
        <ImageField
          uuid={uuid}
          path={field.path}
          label={label}
          altRequired={field.altRequired}
          value={value as ImageValue}
          onChange={(next) => update(field.path, { ...(value as object), ...next })}
        />
      );
    case 'category':
      return (
        <CategoryField
          id={id}
          path={field.path}
          label={label}
          problem={problem}
          value={String(value ?? '')}
          onChange={(next) => update(field.path, next)}
        />
      );
  }
}

const sixDigits = (colour: string) =>
  /^#[0-9a-f]{3}$/i.test(colour)
    ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`
    : colour.slice(0, 7);

/**
 * Links are shop paths ("/rasierspiegel") or http(s) addresses: the save's own rule (`isBlockLink`)
 * says so while the merchant types, and the page shows no button for a link it refuses.
 */
function LinkField({
  id,
  path,
  label,
  problem,
  value,
  onChange,
}: {
  id: string;
  path: string;
  label: string;
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const message = value !== '' && !isBlockLink(value) ? t('errorMessages.editor.linkInvalid') : problem;
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        data-field-path={path}
        className={inputClass}
        value={value}
        maxLength={500}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} aria-live="polite" className={`text-sm ${message ? 'text-red-800' : 'text-slate-600'}`}>
        {message ?? t('editor.form.linkHint')}
      </p>
    </Labelled>
  );
}

/** The gallery's category; products of a newly chosen one are fetched so the page shows them at once. */
function CategoryField({
  id,
  path,
  label,
  problem,
  value,
  onChange,
}: {
  id: string;
  path: string;
  label: string;
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const root = useRootData();
  const options = flattenNavigation(root?.navigation ?? []);
  async function choose(categoryId: string) {
    onChange(categoryId);
    if (editorStore.get().extraProducts[categoryId]) return;
    // The gallery's products as the page loads them (app/blocks/block-products.ts): no filter counts.
    const list = await api.call('getCategoryProducts', { categoryId: Number(categoryId) }, { method: 'GET' });
    editorStore.set((state) => ({
      extraProducts: {
        ...state.extraProducts,
        [categoryId]: { categoryUrl: list.category.url, products: list.products.slice(0, 12) },
      },
    }));
  }
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        data-field-path={path}
        {...problemProps(`${id}-problem`, problem)}
        className={inputClass}
        value={value}
        onChange={(event) => void choose(event.target.value)}
      >
        {options.some((option) => String(option.id) === value) ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {'\u2003'.repeat(option.depth)}
            {option.name}
          </option>
        ))}
      </select>
      <ProblemText id={`${id}-problem`} problem={problem} />
    </Labelled>
  );
}

type ImageValue = { desktop: string; mobile: string; alt: string; decorative?: boolean };

/**
 * A block picture: upload a new one (checked by content on the server, served in every size) and
 * its alternative text. An Image block needs one; a Banner's picture needs one unless the merchant
 * marks it decorative. A new picture empties the alt text (it described the old picture) and asks
 * for one; the save refuses it empty just the same.
 */
function ImageField({
  uuid,
  path,
  label,
  altRequired,
  value,
  onChange,
}: {
  uuid: string;
  path: string;
  label: string;
  altRequired: boolean;
  value: ImageValue;
  onChange: (next: Partial<ImageValue> & Record<string, string | boolean>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const altInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const savedProblem = useFieldProblem(uuid, `${path}.alt`);
  const decorative = !altRequired && value.decorative === true;
  const altMissing = !decorative && value.alt.trim() === '';
  const altMessage = altMissing
    ? t(altRequired ? 'errorMessages.editor.altRequired' : 'errorMessages.editor.altRequiredOrDecorative')
    : savedProblem;
  async function upload(file: File | undefined) {
    if (!file) return;
    const local = blockImageProblem(file);
    if (local) {
      setProblem(t(`storefrontError.${local}`));
      return;
    }
    setProblem(null);
    setReplaced(false);
    setUploading(true);
    try {
      const stored = await uploadBlockImage(file);
      // The old alt text described the old picture; a decorative mark is for that picture too.
      onChange({ ...stored.sources, alt: '', ...(altRequired ? {} : { decorative: false }) });
      setReplaced(true);
      altInput.current?.focus();
    } catch (error) {
      setProblem(error instanceof ApiClientError ? apiErrorMessage(i18n, error) : t('storefrontError.unknownError'));
    } finally {
      setUploading(false);
    }
  }
  return (
    <div className="space-y-2">
      <img src={value.mobile} alt="" className="aspect-[8/3] w-full rounded bg-slate-200 object-cover" />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('editor.form.upload', { label })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          data-field-path={path}
          accept={blockImageTypes.join(',')}
          aria-describedby={`${id}-file-hint`}
          disabled={uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="text-sm"
        />
        <p id={`${id}-file-hint`} className="text-sm text-slate-600">
          {uploading ? t('editor.form.uploading') : t('editor.form.uploadHint')}
        </p>
        <p role="status" className="text-sm text-slate-900 empty:hidden">
          {replaced ? t('editor.form.newPicture') : ''}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      {altRequired ? null : (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              data-field-path={`${path}.decorative`}
              checked={decorative}
              aria-describedby={`${id}-decorative-hint`}
              onChange={(event) => onChange({ decorative: event.target.checked, alt: '' })}
            />
            {t('editor.form.decorative')}
          </label>
          <p id={`${id}-decorative-hint`} className="text-sm text-slate-600">
            {t('editor.form.decorativeHint')}
          </p>
        </div>
      )}
      {decorative ? null : (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-medium">
            {t('editor.form.fields.alt')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            ref={altInput}
            id={`${id}-alt`}
            data-field-path={`${path}.alt`}
            className={inputClass}
            value={value.alt}
            maxLength={200}
            required
            aria-invalid={altMessage ? true : undefined}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => onChange({ alt: event.target.value })}
          />
          <p
            id={`${id}-alt-hint`}
            aria-live="polite"
            className={`text-sm ${altMessage ? 'text-red-800' : 'text-slate-600'}`}
          >
            {altMessage ?? t('editor.form.altHint')}
          </p>
        </div>
      )}
    </div>
  );
}

/** Carousel: the arrows and their colour, and its slides (Banners), each with the Banner form. */
function CarouselForm({ block, update }: { block: CarouselBlock; update: Update }) {
  const { t } = useTranslation();
  const slides = block.content;
  const setSlides = (next: PageBlock[]) => update('content', next);
  return (
    <>
      <FieldGroups block={block} update={update} groups={[carouselControlFields]} />
      {slides.map((slide, index) => (
        <details key={slide.meta.uuid} className="rounded-md border border-slate-300 p-3" open={slides.length === 1}>
          <summary className="cursor-pointer font-semibold">
            {t('editor.form.slide', { number: index + 1, title: slide.content.text.title })}
          </summary>
          <div className="mt-3 space-y-4">
            <FieldGroups groups={bannerFields(`content.${index}`)} block={block} update={update} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="button-secondary py-1 text-sm"
                disabled={index === 0}
                onClick={() => setSlides(swap(slides, index, index - 1))}
              >
                {t('editor.form.slideEarlier', { number: index + 1 })}
              </button>
              <button
                type="button"
                className="button-secondary py-1 text-sm"
                disabled={slides.length === 1}
                onClick={() => setSlides(slides.filter((_, other) => other !== index))}
              >
                {t('editor.form.slideRemove', { number: index + 1 })}
              </button>
            </div>
          </div>
        </details>
      ))}
      <button
        type="button"
        className="button-secondary py-1 text-sm"
        disabled={slides.length >= 10}
        onClick={() => setSlides([...slides, withFreshUuids(slides.at(-1)!)])}
      >
        {t('editor.form.slideAdd')}
      </button>
    </>
  );
}

const swap = <T,>(list: T[], a: number, b: number): T[] => {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
};

/** MultiGrid: the width of each column (of 12) and the blocks in the columns, each with its form. */
function MultiGridForm({ block, update }: { block: MultiGridBlock; update: Update }) {
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
