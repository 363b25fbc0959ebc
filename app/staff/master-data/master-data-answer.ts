import { data } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { errorStatus, rethrowFaults, type FormFailure } from '../../lib/form-result';
import { masterDataFailure, versionOf } from './master-data-input';

/** What the manufacturers' and the tags' page actions answer (issue 37). */
export type MasterDataAnswer =
  | { done: 'save' | 'delete'; id: number; name: string; count: number }
  | { confirm: number; version: number | undefined }
  | { refused: { key: string; values: Record<string, string | number> } }
  | (FormFailure & { intent: 'save' });

const recordIdOf = (form: FormData) => {
  const typed = String(form.get('id') ?? '');
  return /^[1-9]\d{0,9}$/.test(typed) ? Number(typed) : 0;
};

/** Someone saved the record since the form was read: the page shows its new state with the refusal. */
const changedMeanwhile = (error: unknown) =>
  isApiError(error) && error.status === 409 && /^staff\.masterData\.changed/.test(error.key);

/**
 * The page action of a master data list: `save` sends the form to its call (a refusal returns
 * every field as typed, with its message – but one from an outdated form is the page's message,
 * and the form shows what is saved now); `delete` asks first and deletes when confirmed, as the
 * record was when asked about (its version).
 */
export async function masterDataAction(
  request: Request,
  calls: {
    save: (form: FormData) => Promise<{ id: number; name: string }>;
    delete: (id: number, version: number | undefined) => Promise<{ count: number }>;
    fields: readonly string[];
  },
) {
  const form = await request.formData();
  const intent = form.get('intent');
  const label = String(form.get('label') ?? '').slice(0, 200);
  if (intent === 'delete') {
    const id = recordIdOf(form);
    const version = versionOf(form);
    if (form.get('confirmed') !== 'yes') return { confirm: id, version } satisfies MasterDataAnswer;
    try {
      const { count } = await calls.delete(id, version);
      return { done: 'delete', id, name: label, count } satisfies MasterDataAnswer;
    } catch (error) {
      rethrowFaults(error);
      return data({ refused: { key: error.key, values: error.values } } satisfies MasterDataAnswer, errorStatus(error));
    }
  }
  if (intent !== 'save') throw data(null, 400);
  try {
    const saved = await calls.save(form);
    return { done: 'save', id: saved.id, name: saved.name, count: 0 } satisfies MasterDataAnswer;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (changedMeanwhile(error)) {
      return data({ refused: { key: error.key, values: error.values } } satisfies MasterDataAnswer, 409);
    }
    const failure = masterDataFailure(error, form, calls.fields);
    return data({ ...failure, intent: 'save' as const } satisfies MasterDataAnswer, errorStatus(error));
  }
}

/**
 * What a manufacturers' or tags' page shows of its action's answer: the record being edited
 * (`?edit=id`), a refused save's form, the record a delete asks about, what was done, and the
 * form's key – a saved form starts again from what was saved, a new one empty for the next.
 */
export function pageStateOf<Row extends { id: number }>(
  answer: MasterDataAnswer | undefined,
  rows: Row[],
  edit: number,
) {
  const editing = rows.find((row) => row.id === edit) ?? null;
  const failure = answer && 'intent' in answer ? answer : null;
  const confirming = answer && 'confirm' in answer ? rows.find((row) => row.id === answer.confirm) : null;
  const confirmVersion = answer && 'confirm' in answer ? answer.version : undefined;
  const done = answer && 'done' in answer ? answer : null;
  const refused = answer && 'refused' in answer ? answer.refused : null;
  const formKey = editing ? JSON.stringify(editing) : `new-${done?.done === 'save' ? done.id : ''}`;
  return { editing, failure, confirming, confirmVersion, done, refused, formKey };
}
