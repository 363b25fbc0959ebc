import type { PostalAddress } from './address-form';

/**
 * An address as the lines of a postal block: company, name, street and number, address line 2,
 * postal code and town (empty lines left out). Shared by the pages, the order mail and the PDFs.
 */
export function postalLines(
  address: Pick<
    PostalAddress,
    'companyName' | 'firstName' | 'lastName' | 'streetName' | 'houseNumber' | 'apartment' | 'zipCode' | 'city'
  >,
): string[] {
  return [
    address.companyName,
    `${address.firstName} ${address.lastName}`.trim(),
    `${address.streetName} ${address.houseNumber}`.trim(),
    address.apartment,
    `${address.zipCode} ${address.city}`.trim(),
  ].filter(Boolean);
}
