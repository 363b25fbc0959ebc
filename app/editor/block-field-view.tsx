import { useId } from 'react';
import type { PageBlock } from '../../core/content/blocks/block-model';
import { useTranslation } from '../i18n/use-translation';
import type { BlockField, FieldGroup } from './block-fields';
import { getAtPath } from './block-operations';
import { CategoryField } from './category-field';
import { useFieldProblem } from './field-problems';
import { ProblemText, problemProps } from './field-problem-text';
import { inputClass, Labelled } from './form-controls';
import { ImageField, type ImageValue } from './image-field';
import { LinkField } from './link-field';
import { RichTextField } from './rich-text-field';

/** A change of the drawer's block: the value at a path of it (`content.image.alt`). */
export type Update = (path: string, value: unknown) => void;

/** Groups of fields (a legend each) of a block, or of a slide or column inside it. */
export function FieldGroups({ groups, block, update }: { groups: FieldGroup[]; block: PageBlock; update: Update }) {
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
