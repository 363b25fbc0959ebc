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
