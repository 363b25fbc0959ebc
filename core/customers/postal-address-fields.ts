// No imports: the address form (every checkout and account page) uses it without zod.
/**
 * The fields that make an address (spec §3 Address): what the address form posts besides the
 * default mark, and what makes two addresses the same whatever book they are in.
 */
export const postalAddressFields = [
  'companyName',
  'firstName',
  'lastName',
  'streetName',
  'houseNumber',
  'apartment',
  'zipCode',
  'city',
  'countryId',
  'stateId',
  'phoneNumber',
  'email',
  'vatNumber',
] as const;
