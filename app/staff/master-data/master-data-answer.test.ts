import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/errors';
import { masterDataAction } from './master-data-answer';

const post = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return new Request('http://shop/staff/catalogue/tags?edit=4', { method: 'POST', body: form });
};
const refusing = (error: ApiError) => ({
  fields: ['names-de'],
  save: () => Promise.reject(error),
  delete: () => Promise.reject(error),
});
const answerOf = (answer: unknown) =>
  (answer as { data?: unknown }).data !== undefined ? (answer as { data: unknown; init: { status: number } }) : null;

describe('a master data page’s action', () => {
  it('shows a save from an outdated form as the page’s refusal, so the form shows what is saved now', async () => {
    const meanwhile = new ApiError({ status: 409, key: 'staff.masterData.changedMeanwhile' });
    const answer = answerOf(await masterDataAction(post({ intent: 'save', 'names-de': 'Alt' }), refusing(meanwhile)));
    expect(answer?.data).toEqual({ refused: { key: 'staff.masterData.changedMeanwhile', values: {} } });
    expect(answer?.init.status).toBe(409);
    // Another refusal keeps what was typed at its fields.
    const taken = new ApiError({ status: 409, key: 'staff.masterData.slugTaken' });
    const kept = answerOf(await masterDataAction(post({ intent: 'save', 'names-de': 'Neu' }), refusing(taken)));
    expect(kept?.data).toMatchObject({ intent: 'save', values: { 'names-de': 'Neu' } });
  });

  it('asks before a delete with the version the button was read at, and deletes only that', async () => {
    const deleted: Array<[number, number | undefined]> = [];
    const calls = {
      fields: [],
      save: () => Promise.reject(new Error('no save')),
      delete: (id: number, version: number | undefined) => {
        deleted.push([id, version]);
        return Promise.resolve({ count: 2 });
      },
    };
    expect(await masterDataAction(post({ intent: 'delete', id: '4', version: '3' }), calls)).toEqual({
      confirm: 4,
      version: 3,
    });
    expect(deleted).toEqual([]);
    await masterDataAction(post({ intent: 'delete', id: '4', version: '3', confirmed: 'yes', label: 'Wort' }), calls);
    expect(deleted).toEqual([[4, 3]]);
    const stale = new ApiError({ status: 409, key: 'staff.masterData.changedBeforeDelete' });
    const refused = answerOf(
      await masterDataAction(post({ intent: 'delete', id: '4', version: '3', confirmed: 'yes' }), refusing(stale)),
    );
    expect(refused?.data).toEqual({ refused: { key: 'staff.masterData.changedBeforeDelete', values: {} } });
  });
});
