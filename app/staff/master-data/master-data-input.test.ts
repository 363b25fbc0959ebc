import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/errors';
import { formFieldOf, manufacturerInput, masterDataFailure, tagInput } from './master-data-input';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('the master data forms', () => {
  it('send every field of a manufacturer, the responsible person as its own part, and an id only when it is one', () => {
    const input = manufacturerInput(
      formOf({ id: '7', name: 'Lumio', email: 'a@b.example', 'responsiblePerson-email': 'eu@rep.example' }),
    );
    expect(input.manufacturer).toMatchObject({ id: 7, name: 'Lumio', email: 'a@b.example', street: '' });
    expect(input.manufacturer.responsiblePerson).toMatchObject({ email: 'eu@rep.example', name: '', phoneNo: '' });
    expect(manufacturerInput(formOf({ id: 'neu' })).manufacturer).not.toHaveProperty('id');
    // An existing one goes with the version its form was read at; a new one has none.
    expect(manufacturerInput(formOf({ id: '7', version: '3' })).manufacturer).toMatchObject({ id: 7, version: 3 });
    expect(tagInput(formOf({ id: '4', version: '0' })).tag).toMatchObject({ id: 4, version: 0 });
    expect(tagInput(formOf({ id: '4', version: 'alt' })).tag.version).toBeUndefined();
    expect(tagInput(formOf({ version: '2' })).tag).not.toHaveProperty('version');
    expect(tagInput(formOf({ 'names-de': 'Neu', 'slugs-en': 'new', color: '#ffffff' })).tag).toEqual({
      names: { de: 'Neu', en: '' },
      slugs: { de: '', en: 'new' },
      color: '#ffffff',
    });
  });

  it('show a refusal at the field of the form, the responsible person’s apart from the maker’s', () => {
    expect(formFieldOf('manufacturer.responsiblePerson.email')).toBe('responsiblePerson-email');
    expect(formFieldOf('manufacturer.email')).toBe('email');
    expect(formFieldOf('tag.slugs.de')).toBe('slugs-de');
    const refusal = new ApiError({
      status: 400,
      key: 'validation',
      cause: [
        { field: 'manufacturer.email', code: 'custom', message: 'staff.masterData.errors.email' },
        {
          field: 'manufacturer.responsiblePerson.email',
          code: 'custom',
          message: 'staff.masterData.errors.responsibleRequired',
        },
      ],
    });
    const failure = masterDataFailure(refusal, formOf({ email: 'x' }), ['email', 'responsiblePerson-email']);
    expect(failure.fieldErrors).toEqual({
      email: 'staff.masterData.errors.email',
      'responsiblePerson-email': 'staff.masterData.errors.responsibleRequired',
    });
    expect(failure.values).toEqual({ email: 'x' });
    expect(() => masterDataFailure(new Error('boom'), formOf({}), [])).toThrow('boom');
  });
});
