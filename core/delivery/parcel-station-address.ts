import type { ChosenParcelStation, PostalAddress } from '../db/json-columns';

/**
 * The delivery address of a parcel for a station, as DHL writes it: the recipient's name, the
 * post number, "Packstation 229" (or "Postfiliale 502"), postal code and city in Germany.
 */
export function parcelStationAddress(recipient: PostalAddress, station: ChosenParcelStation): PostalAddress {
  return {
    companyName: '',
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    streetName: station.kind === 'packstation' ? 'Packstation' : 'Postfiliale',
    houseNumber: station.stationNumber,
    apartment: station.postNumber,
    zipCode: station.postalCode,
    city: station.city,
    countryId: 1,
    stateId: null,
    phoneNumber: recipient.phoneNumber,
    email: recipient.email,
    vatNumber: '',
  };
}
