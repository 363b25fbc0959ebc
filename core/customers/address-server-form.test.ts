import { describe, expect, it } from 'vitest';
import { toAddressServerForm } from './address-server-form';

describe('address server form', () => {
  it('maps our fields to name1–3, address1–3, options by type and pivot.isPrimary', () => {
    const form = toAddressServerForm({
      companyName: 'Spiegel GmbH',
      firstName: 'Anna',
      lastName: 'Berger',
      streetName: 'Spiegelgasse',
      houseNumber: '7a',
      apartment: '2. OG',
      zipCode: '10115',
      city: 'Berlin',
      countryId: 1,
      stateId: 3,
      phoneNumber: '+49 30 1234567',
      email: '',
      vatNumber: 'DE123456789',
      isPrimary: true,
    });
    expect(form).toEqual({
      name1: 'Spiegel GmbH',
      name2: 'Anna',
      name3: 'Berger',
      address1: 'Spiegelgasse',
      address2: '7a',
      address3: '2. OG',
      town: 'Berlin',
      postalCode: '10115',
      countryId: 1,
      stateId: 3,
      taxIdNumber: 'DE123456789',
      // An empty e-mail is no option.
      options: [
        { typeId: 1, value: 'DE123456789' },
        { typeId: 4, value: '+49 30 1234567' },
      ],
      pivot: { isPrimary: true },
    });
  });
});
