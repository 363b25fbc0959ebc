import { describe, expect, it } from 'vitest';
import { errorFields } from './logger';

describe('errorFields', () => {
  it('names the error class, the database code and where, never the message with its values', () => {
    const cause = Object.assign(new Error('duplicate key value: anna.berger@beispiel.de'), {
      name: 'DatabaseError',
      code: '23505',
    });
    const failed = new Error('Failed query: insert into customers … params: anna.berger@beispiel.de,Anna,Berger', {
      cause,
    });
    failed.name = 'DrizzleQueryError';
    const fields = errorFields(failed);
    expect(fields.error).toBe('DrizzleQueryError <- DatabaseError 23505');
    expect(fields.at).toMatch(/^at /);
    expect(JSON.stringify(fields)).not.toMatch(/anna|Berger|insert into/i);
  });

  it('says only the kind of a thrown non-error', () => {
    expect(errorFields('secret@beispiel.de')).toEqual({ error: 'string' });
  });
});
