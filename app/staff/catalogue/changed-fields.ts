import { useEffect, useRef } from 'react';

/**
 * What a staff member changed on the item page (issue 37, two tabs): the form records the names of
 * its fields whose value differs from what the page showed, so that after someone else's save
 * (a version conflict) the page shows the new state with only these fields as typed. Carrying every
 * field back would save the whole old page over the other person's change.
 */
export const changedFieldsName = 'changedFields';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** A field's value as a text to compare (a checkbox's tick; a script-written hidden field's value too). */
function stateOf(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return String(field.checked);
  }
  if (field instanceof HTMLSelectElement && field.multiple) {
    return [...field.selectedOptions].map((option) => option.value).join(',');
  }
  return field.value;
}

/**
 * Keeps what the form's fields held when it was shown, and on sending names the changed ones in its
 * `changedFields` input. Spread the answer on the form (a ref and an onSubmit).
 */
export function useChangedFields() {
  const ref = useRef<HTMLFormElement>(null);
  const shown = useRef(new WeakMap<Element, string>());
  useEffect(() => {
    const map = new WeakMap<Element, string>();
    for (const element of ref.current?.elements ?? []) if (isField(element)) map.set(element, stateOf(element));
    shown.current = map;
  }, []);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const record = event.currentTarget.elements.namedItem(changedFieldsName);
    // What an earlier refused save carried over counts as changed still (its default value).
    const names = new Set<string>(
      record instanceof HTMLInputElement ? record.defaultValue.split(',').filter(Boolean) : [],
    );
    for (const element of event.currentTarget.elements) {
      if (!isField(element) || !element.name || element.name === changedFieldsName) continue;
      if (shown.current.get(element) !== stateOf(element)) names.add(element.name);
    }
    if (record instanceof HTMLInputElement) record.value = [...names].join(',');
  };
  return { ref, onSubmit };
}

/**
 * The typed values to show again after a version conflict: only the changed fields (a changed
 * checkbox sent unticked is '' – absent, the page would show the saved state). Without the record
 * (no JavaScript) nothing: the page shows the new state.
 */
export function changedValuesOnly(values: Record<string, string>, record: string | undefined): Record<string, string> {
  const changed = (record ?? '').split(',').filter(Boolean);
  if (changed.length === 0) return {};
  // The record goes back too: a second refusal still knows what was changed before the first.
  return {
    ...Object.fromEntries(changed.map((name) => [name, values[name] ?? ''])),
    [changedFieldsName]: changed.join(','),
  };
}
