import { inputClass, Labelled } from './form-controls';
import { useId, useState } from 'react';
import type { CarouselBlock, MultiGridBlock, PageBlock } from '../../core/content/blocks/block-model';
import { blockImageProblem, blockImageTypes } from '../../core/content/block-images/block-image-rules';
import { useTranslation } from '../i18n/use-translation';
import { api } from '../lib/api';
import { ApiClientError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { flattenNavigation } from '../lib/navigation';
import { useRootData } from '../root';
import { contentBlockFields, bannerFields, type BlockField, type FieldGroup } from './block-fields';
import { useBlockName } from './block-names';
import { findBlock, getAtPath, replaceBlock, setAtPath, withFreshUuids } from './block-operations';
import { uploadBlockImage } from './editor-api';
import { EditorDrawer } from './editor-drawer';
import { editorStore, useEditorState } from './editor-store';
import { RichTextField } from './rich-text-field';

type Update = (path: string, value: unknown) => void;

/**
 * The block settings drawer (spec §2: on the right, titled with the block's friendly name). Every
 * change goes into the draft at once, so the page shows it while the editor types.
 */
export function BlockSettingsDrawer({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const block = useEditorState((state) => findBlock(state.draft, uuid));
  const name = useBlockName(block ?? { name: 'Banner' });
  if (!block) return null;
  const update: Update = (path, value) =>
    editorStore.set((state) => {
      const current = findBlock(state.draft, uuid);
      return current ? { draft: replaceBlock(state.draft, setAtPath(current, path, value)) } : {};
    });
  return (
    <EditorDrawer title={name} placement="right" onClose={() => editorStore.set({ drawer: null })}>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-6">
        {block.name === 'Carousel' ? <CarouselForm block={block} update={update} /> : null}
        {block.name === 'MultiGrid' ? <MultiGridForm block={block} update={update} /> : null}
        <FieldGroups groups={contentBlockFields(block)} block={block} update={update} />
        <p className="text-sm text-slate-600">{t('editor.form.liveHint')}</p>
      </form>
    </EditorDrawer>
  );
}

function FieldGroups({ groups, block, update }: { groups: FieldGroup[]; block: PageBlock; update: Update }) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <fieldset key={group.legend + group.fields[0]?.path} className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">
        {t(`editor.form.groups.${group.legend}` as 'editor.form.groups.text')}
      </legend>
      {group.fields.map((field) => (
        <FieldView key={field.path} field={field} value={getAtPath(block, field.path)} update={update} />
      ))}
    </fieldset>
  ));
}

/** A form control with its label above it (the editor's one field layout). */
function FieldView({ field, value, update }: { field: BlockField; value: unknown; update: Update }) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(`editor.form.fields.${field.label}` as 'editor.form.fields.title');
  switch (field.kind) {
    case 'text':
      return (
        <Labelled id={id} label={label}>
          <input
            id={id}
            className={inputClass}
            value={String(value ?? '')}
            maxLength={field.max}
            onChange={(event) => update(field.path, event.target.value)}
          />
        </Labelled>
      );
    case 'link':
      return (
        <LinkField id={id} label={label} value={String(value ?? '')} onChange={(next) => update(field.path, next)} />
      );
    case 'richText':
      return <RichTextField label={label} value={String(value ?? '')} onChange={(html) => update(field.path, html)} />;
    case 'colour':
      return (
        <div className="flex items-center gap-3">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <input
            id={id}
            type="color"
            value={sixDigits(typeof value === 'string' ? value : '#1f2937')}
            onChange={(event) => update(field.path, event.target.value)}
            className="h-9 w-14 rounded border border-slate-400"
          />
          {field.optional && value !== undefined ? (
            <button type="button" className="text-sm underline" onClick={() => update(field.path, undefined)}>
              {t('editor.form.defaultColour')}
            </button>
          ) : null}
        </div>
      );
    case 'range':
      return (
        <Labelled id={id} label={`${label}: ${Math.round(Number(value ?? 0) * 100)} %`}>
          <input
            id={id}
            type="range"
            min={field.min}
            max={field.max}
            step={field.step}
            value={Number(value ?? 0)}
            onChange={(event) => update(field.path, Number(event.target.value))}
          />
        </Labelled>
      );
    case 'select':
      return (
        <Labelled id={id} label={label}>
          <select
            id={id}
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
        </Labelled>
      );
    case 'checkbox':
      return (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => update(field.path, event.target.checked)}
          />
          {label}
        </label>
      );
    case 'image':
      return (
        <ImageField
          label={label}
          altRequired={field.altRequired}
          value={value as { desktop: string; mobile: string; alt: string }}
          onChange={(next) => update(field.path, { ...(value as object), ...next })}
        />
      );
    case 'category':
      return (
        <CategoryField
          id={id}
          label={label}
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

/** Links are shop paths ("/rasierspiegel") or http(s) addresses, as the server's block model wants. */
function LinkField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const invalid = value !== '' && !/^(\/(?!\/)|https?:\/\/)/.test(value);
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        className={inputClass}
        value={value}
        maxLength={500}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={`text-sm ${invalid ? 'text-red-800' : 'text-slate-600'}`}>
        {invalid ? t('editor.form.linkInvalid') : t('editor.form.linkHint')}
      </p>
    </Labelled>
  );
}

/** The gallery's category; products of a newly chosen one are fetched so the page shows them at once. */
function CategoryField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
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
      <select id={id} className={inputClass} value={value} onChange={(event) => void choose(event.target.value)}>
        {options.some((option) => String(option.id) === value) ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {'\u2003'.repeat(option.depth)}
            {option.name}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * A block picture: upload a new one (checked by content on the server, served in every size) and
 * its alternative text, which an Image block needs (a Banner's picture may be decorative).
 */
function ImageField({
  label,
  altRequired,
  value,
  onChange,
}: {
  label: string;
  altRequired: boolean;
  value: { desktop: string; mobile: string; alt: string };
  onChange: (next: Record<string, string>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const altMissing = altRequired && value.alt.trim() === '';
  async function upload(file: File | undefined) {
    if (!file) return;
    const local = blockImageProblem(file);
    if (local) {
      setProblem(t(`storefrontError.${local}`));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadBlockImage(file);
      onChange(stored.sources);
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
          accept={blockImageTypes.join(',')}
          aria-describedby={`${id}-file-hint`}
          disabled={uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="text-sm"
        />
        <p id={`${id}-file-hint`} className="text-sm text-slate-600">
          {uploading ? t('editor.form.uploading') : t('editor.form.uploadHint')}
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-alt`} className="text-sm font-medium">
          {t('editor.form.fields.alt')}
          {altRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={`${id}-alt`}
          className={inputClass}
          value={value.alt}
          maxLength={200}
          required={altRequired}
          aria-invalid={altMissing || undefined}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => onChange({ alt: event.target.value })}
        />
        <p id={`${id}-alt-hint`} className={`text-sm ${altMissing ? 'text-red-800' : 'text-slate-600'}`}>
          {altMissing
            ? t('errorMessages.editor.altRequired')
            : altRequired
              ? t('editor.form.altHint')
              : t('editor.form.altDecorativeHint')}
        </p>
      </div>
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
      <FieldGroups
        block={block}
        update={update}
        groups={[
          {
            legend: 'controls',
            fields: [
              { kind: 'checkbox', path: 'configuration.controls.displayArrows', label: 'displayArrows' },
              { kind: 'colour', path: 'configuration.controls.color', label: 'controlsColour' },
            ],
          },
        ]}
      />
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
