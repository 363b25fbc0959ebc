import { Form } from 'react-router';
import type { ListPlace } from './ordered-list';

const smallButton = 'rounded border border-slate-400 px-2 py-1 text-sm hover:bg-slate-100';

/**
 * A listed record's move and delete buttons, each a small form of its own that names the record
 * (`idName`, as the page's action reads it) and the version the list showed (moveOrDelete in
 * ordered-list.ts answers them). The first record moves no further up, the last no further down.
 */
export function MoveAndDeleteButtons({
  idName,
  record,
  place,
  labels,
}: {
  idName: string;
  record: { id: number; version: number };
  place: ListPlace;
  labels: { moveUp: string; moveDown: string; delete: string };
}) {
  const action = (intent: 'move' | 'delete', label: string, direction?: 'up' | 'down') => (
    <Form method="post">
      <input type="hidden" name={idName} value={record.id} />
      <input type="hidden" name="version" value={record.version} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button type="submit" name="intent" value={intent} className={smallButton}>
        {label}
      </button>
    </Form>
  );
  return (
    <>
      {place === 'middle' || place === 'last' ? action('move', labels.moveUp, 'up') : null}
      {place === 'middle' || place === 'first' ? action('move', labels.moveDown, 'down') : null}
      {action('delete', labels.delete)}
    </>
  );
}
