import { data, type ShouldRevalidateFunction } from 'react-router';
import { errorStatus, formFailure } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';

/**
 * What the master data pages that list their records in an order (attributes, order properties;
 * issue 37) share: the list's move and delete buttons and each record's place for its move
 * buttons; reading the list again after every change all four master data pages share.
 */

/** Where a record stands in its list: its move buttons offer only the ways it can go. */
export type ListPlace = 'only' | 'first' | 'middle' | 'last';

export const placeInList = (index: number, count: number): ListPlace =>
  count === 1 ? 'only' : index === 0 ? 'first' : index === count - 1 ? 'last' : 'middle';

/**
 * After any change the list is read again, after a refused one too: it shows the current state
 * (after someone else's save, that form starts from it with what was typed and the new version).
 */
export const revalidateAfterEveryChange: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;

/**
 * A move (intent `move`, `direction`) or a delete (intent `delete`) of the record whose form
 * `formKey` names, sent with the version the list showed: someone else's save or move since then
 * refuses it (409), answered for that form. Null for any other intent (a save).
 */
export async function moveOrDelete<Answer>(
  form: FormData,
  formKey: string,
  calls: {
    move: (version: number, direction: 'up' | 'down') => Promise<unknown>;
    delete: (version: number) => Promise<unknown>;
  },
  answer: (done: 'moved' | 'deleted') => Answer,
) {
  const intent = form.get('intent');
  if (intent !== 'move' && intent !== 'delete') return null;
  const version = formIntegerForCall(form.get('version'));
  try {
    if (intent === 'move') await calls.move(version, form.get('direction') === 'up' ? 'up' : 'down');
    else await calls.delete(version);
    return answer(intent === 'move' ? 'moved' : 'deleted');
  } catch (error) {
    return data({ ...formFailure(error, {}, { fields: [] }), formKey }, errorStatus(error));
  }
}
