import { useTranslation } from '../../i18n/use-translation';

export const fieldClass =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700';

/** A hint and an error below a field, with the ids its aria-describedby names. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {t(error as 'errorMessages.invalid')}
        </p>
      ) : null}
    </>
  );
}

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
