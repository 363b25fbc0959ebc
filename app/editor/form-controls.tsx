/** The editor's form controls: one look for every drawer's fields. */
export const inputClass = 'w-full rounded border border-slate-400 px-2 py-1.5';

/** A field with its label above it. */
export function Labelled({ id, label, children }: { id: string; label: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** What a block field of text gets from the settings drawer: where it is, its label, its problem. */
export interface BlockTextFieldProps {
  id: string;
  /** The field's path in the block ("content.button.link"). */
  path: string;
  label: string;
  /** The save's message for the field, if it refused it. */
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
}
