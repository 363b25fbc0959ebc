import type { OrderAddress } from '../../../core/db/order-schema';

/** An address as a postal block (company, name, street, town, country), for lists and summaries. */
export function AddressLines({
  address,
  countryName,
}: {
  address: Pick<
    OrderAddress,
    'companyName' | 'firstName' | 'lastName' | 'streetName' | 'houseNumber' | 'apartment' | 'zipCode' | 'city'
  >;
  countryName?: string;
}) {
  const lines = [
    address.companyName,
    `${address.firstName} ${address.lastName}`.trim(),
    `${address.streetName} ${address.houseNumber}`.trim(),
    address.apartment,
    `${address.zipCode} ${address.city}`.trim(),
    countryName,
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
