import { describe, expect, it } from 'vitest';
import { changedValuesOnly } from './changed-fields';

describe('changedValuesOnly (after someone else saved the item meanwhile)', () => {
  const sent = { 'de-name': 'Spiegel Arco', 'v1-weightG': '430', 'v1-mpn': 'QA-1', categoryIds: '27,31' };

  it('keeps only the fields the staff member changed, the rest shows the new state', () => {
    expect(changedValuesOnly(sent, 'v1-mpn,categoryIds')).toEqual({
      'v1-mpn': 'QA-1',
      categoryIds: '27,31',
      changedFields: 'v1-mpn,categoryIds',
    });
  });

  it('keeps a changed checkbox that was sent unticked as unticked', () => {
    expect(changedValuesOnly(sent, 'v1-isActive')).toEqual({ 'v1-isActive': '', changedFields: 'v1-isActive' });
  });

  it('keeps nothing without the record (a page without JavaScript): the new state as saved', () => {
    expect(changedValuesOnly(sent, undefined)).toEqual({});
    expect(changedValuesOnly(sent, '')).toEqual({});
  });
});
