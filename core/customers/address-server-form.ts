import type { PostalAddress } from './address-form';
/**
 * Spec §3 Address, "server form": the shape the peer's back end stores and other systems (ERP,
 * a Plenty import) exchange: name1 company, name2 first name, name3 last name, address1 street,
 * address2 house number, address3 the addition, town, postalCode, countryId, stateId,
 * taxIdNumber, options by type, pivot.isPrimary. getAddresses answers it beside our fields.
 */
export const addressOptionTypes = {
  vatNumber: 1,
  externalAddressId: 2,
  entryCertificate: 3,
  telephone: 4,
  email: 5,
  postNumber: 6,
  personalId: 7,
  bbfc: 8,
  birthday: 9,
  sessionId: 10,
  title: 11,
  contactPerson: 12,
  externalCustomerId: 13,
} as const;

export interface AddressServerForm {
  name1: string;
  name2: string;
  name3: string;
  address1: string;
  address2: string;
  address3: string;
  town: string;
  postalCode: string;
  countryId: number;
  stateId: number | null;
  taxIdNumber: string;
  options: Array<{ typeId: number; value: string }>;
  pivot: { isPrimary: boolean };
}

export function toAddressServerForm(address: PostalAddress & { isPrimary: boolean }): AddressServerForm {
  const options = [
    { typeId: addressOptionTypes.vatNumber, value: address.vatNumber },
    { typeId: addressOptionTypes.telephone, value: address.phoneNumber },
    { typeId: addressOptionTypes.email, value: address.email },
  ].filter((option) => option.value !== '');
  return {
    name1: address.companyName,
    name2: address.firstName,
    name3: address.lastName,
    address1: address.streetName,
    address2: address.houseNumber,
    address3: address.apartment,
    town: address.city,
    postalCode: address.zipCode,
    countryId: address.countryId,
    stateId: address.stateId,
    taxIdNumber: address.vatNumber,
    options,
    pivot: { isPrimary: address.isPrimary },
  };
}
