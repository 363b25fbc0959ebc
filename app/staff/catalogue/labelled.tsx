import { FieldNotes } from '../../components/form-field';

export const fieldClass =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';

/** A labelled textarea or select with its error, like FormField for inputs. */
export function Labelled(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="font-medium">
        {props.label}
      </label>
      {props.children}
      <FieldNotes id={props.id} error={props.error} hint={props.hint} />
    </div>
  );
}
