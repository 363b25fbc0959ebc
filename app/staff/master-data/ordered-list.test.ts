import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/errors';
import { moveOrDelete, placeInList } from './ordered-list';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('an ordered master data list', () => {
  it('offers each record only the moves its place allows', () => {
    expect([0].map((index) => placeInList(index, 1))).toEqual(['only']);
    expect([0, 1, 2].map((index) => placeInList(index, 3))).toEqual(['first', 'middle', 'last']);
  });

  it('moves or deletes with the version the list showed, and leaves a save to the page', async () => {
    const sent: unknown[] = [];
    const calls = {
      move: (version: number, direction: 'up' | 'down') => Promise.resolve(sent.push(['move', version, direction])),
      delete: (version: number) => Promise.resolve(sent.push(['delete', version])),
    };
    const answer = (done: 'moved' | 'deleted') => ({ ok: true, done });
    const moved = await moveOrDelete(formOf({ intent: 'move', version: '4', direction: 'up' }), '7', calls, answer);
    const deleted = await moveOrDelete(formOf({ intent: 'delete', version: '5' }), '7', calls, answer);
    expect([moved, deleted]).toEqual([
      { ok: true, done: 'moved' },
      { ok: true, done: 'deleted' },
    ]);
    expect(sent).toEqual([
      ['move', 4, 'up'],
      ['delete', 5],
    ]);
    expect(await moveOrDelete(formOf({ intent: 'save' }), 'new', calls, answer)).toBeNull();
  });

  it('answers a refusal for the form it came from, with its status', async () => {
    const meanwhile = new ApiError({ status: 409, key: 'staff.attributes.changedMeanwhile' });
    const refusing = { move: () => Promise.reject(meanwhile), delete: () => Promise.reject(meanwhile) };
    const answer = (await moveOrDelete(formOf({ intent: 'move', version: '1' }), '7', refusing, () => null)) as {
      data: { formKey: string; formError?: unknown };
      init: { status: number };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({ formKey: '7', formError: { key: 'staff.attributes.changedMeanwhile' } });
  });
});
