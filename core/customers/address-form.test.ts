import { describe, expect, it } from 'vitest';
import { addressInput } from './address-form';

const valid = {
  typeId: 1,
  firstName: 'Anna',
  lastName: 'Berger',
  streetName: 'Spiegelgasse',
  houseNumber: '7a',
  zipCode: '10115',
  city: 'Berlin',
  countryId: 1,
};
const problems = (input: object) => {
  const result = addressInput.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('address form', () => {
  it('takes a complete German address and fills the optional fields', () => {
    expect(addressInput.parse(valid)).toMatchObject({
      companyName: '',
      stateId: null,
      vatNumber: '',
      isPrimary: false,
    });
  });

  it('names every missing required field', () => {
    expect(problems({ firstName: ' ', streetName: '', city: '' })).toEqual([
      'firstName:errorMessages.address.firstNameRequired',
      'streetName:errorMessages.address.streetRequired',
      'city:errorMessages.address.cityRequired',
    ]);
  });

  it('checks the postal code by country', () => {
    expect(problems({ zipCode: '1011' })).toEqual(['zipCode:errorMessages.address.zipValid']);
    expect(problems({ zipCode: '1010', countryId: 2 })).toEqual([]);
    expect(problems({ zipCode: '1012 AB', countryId: 21 })).toEqual([]);
  });

  it('accepts VAT ids without spaces or special characters only (spec §5)', () => {
    expect(problems({ vatNumber: 'DE123456789' })).toEqual([]);
    expect(problems({ vatNumber: 'DE 123 456 789' })).toEqual(['vatNumber:errorMessages.address.vatNumber']);
    expect(problems({ vatNumber: 'DE-123456789' })).toEqual(['vatNumber:errorMessages.address.vatNumber']);
  });

  it('keeps names with scripts as text and refuses overlong fields', () => {
    expect(addressInput.parse({ ...valid, firstName: '<script>x</script>' }).firstName).toBe('<script>x</script>');
    expect(problems({ city: 'x'.repeat(101) })).toEqual(['city:errorMessages.tooLong']);
  });
});
