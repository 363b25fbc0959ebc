import { useId } from 'react';
import { FieldsetError } from '../components/form-field';

/** The look of the staff forms' fields (as FormField's inputs), red when refused. */
export const staffFieldClass =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';

/** A labelled select with its error (FormField is for inputs), as the staff forms use it. */
export function StaffSelect(props: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value}
        className={staffFieldClass}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldsetError id={`${id}-error`} error={props.error} />
    </div>
  );
}
