import { FieldNotes } from '../../components/form-field';

export { staffFieldClass as fieldClass } from '../staff-select';

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
      <FieldNotes id={props.id} error={props.error} hint={props.hint} label={props.label} />
    </div>
  );
}
