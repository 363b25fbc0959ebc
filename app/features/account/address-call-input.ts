import type { AddressValues } from './address-fields';
import { formId } from '../../lib/form-values';
import type { AddressTypeId } from '../../../core/customers/address-types';

/**
 * What doSaveAddress gets from the address form's fields (address book and checkout): text as
 * typed, country and state as ids. The server checks everything again.
 */
export function addressCallInput(values: AddressValues, typeId: AddressTypeId, addressId: number | null) {
  return {
    ...(addressId === null ? {} : { id: addressId }),
    typeId,
    companyName: values.companyName ?? '',
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    streetName: values.streetName ?? '',
    houseNumber: values.houseNumber ?? '',
    apartment: values.apartment ?? '',
    zipCode: values.zipCode ?? '',
    city: values.city ?? '',
    countryId: formId(values.countryId) ?? 0,
    stateId: formId(values.stateId),
    phoneNumber: values.phoneNumber ?? '',
    email: values.email ?? '',
    vatNumber: values.vatNumber ?? '',
    isPrimary: values.isPrimary === '1',
    // Only the address books post it ("also use as shipping / billing address").
    alsoUseForOtherType: values.alsoUseForOtherType === '1',
  };
}
