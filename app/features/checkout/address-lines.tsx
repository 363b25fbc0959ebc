import { postalLines } from '../../../core/customers/postal-lines';

/** An address as a postal block (company, name, street, town, country), for lists and summaries. */
export function AddressLines({
  address,
  countryName,
}: {
  address: Parameters<typeof postalLines>[0];
  countryName?: string;
}) {
  const lines = [...postalLines(address), countryName].filter(Boolean);
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
