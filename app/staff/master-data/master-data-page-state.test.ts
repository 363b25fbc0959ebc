import { describe, expect, it } from 'vitest';
import { pageStateOf } from './master-data-answer';

const rows = [
  { id: 3, version: 1, name: 'Glaswerk' },
  { id: 4, version: 2, name: 'Spiegelhaus' },
];

describe('a master data page’s state after its action', () => {
  it('edits the chosen record, its form keyed by what is saved', () => {
    const state = pageStateOf(undefined, rows, 4);
    expect(state.editing).toBe(rows[1]);
    expect(state.formKey).toBe(JSON.stringify(rows[1]));
    expect([state.failure, state.done, state.refused, state.confirmVersion]).toEqual([null, null, null, undefined]);
  });

  it('starts a new form empty again after a save, and asks about the record a delete names', () => {
    expect(pageStateOf({ done: 'save', id: 9, name: 'Neu', count: 0 }, rows, 0).formKey).toBe('new-9');
    const asking = pageStateOf({ confirm: 3, version: 1 }, rows, 0);
    expect([asking.confirming, asking.confirmVersion, asking.formKey]).toEqual([rows[0], 1, 'new-']);
    const refused = pageStateOf({ refused: { key: 'staff.masterData.inUse', values: { count: 2 } } }, rows, 0);
    expect(refused.refused).toEqual({ key: 'staff.masterData.inUse', values: { count: 2 } });
  });
});
