import { centsOfMollieAmount, mollieAmount, type MollieAmount } from '../../core/adapters/mollie/mollie-amount';
import type { MollieMethod } from '../../core/adapters/mollie/mollie-client.server';

/**
 * The methods the sandbox's test profile has activated, with the limits Mollie publishes for
 * them (Klarna only in the countries it serves and from 1 €). Descriptions are Mollie's own,
 * in the locale asked for.
 */
interface SandboxMethod {
  id: string;
  /** A wallet the merchant integrates itself: listed only with includeWallets (Mollie's rule). */
  wallet?: true;
  description: { de: string; en: string };
  minimumCents: number;
  maximumCents: number | null;
  /** Billing countries (ISO 3166-1 alpha-2); null = any. */
  countries: string[] | null;
}

export const sandboxMethods: SandboxMethod[] = [
  {
    id: 'creditcard',
    description: { de: 'Kreditkarte', en: 'Card' },
    minimumCents: 1,
    maximumCents: null,
    countries: null,
  },
  { id: 'paypal', description: { de: 'PayPal', en: 'PayPal' }, minimumCents: 1, maximumCents: null, countries: null },
  {
    id: 'klarna',
    description: { de: 'Klarna', en: 'Klarna' },
    minimumCents: 100,
    maximumCents: 1_000_000,
    countries: ['DE', 'AT', 'NL', 'BE', 'FI', 'DK', 'SE', 'NO', 'CH'],
  },
  {
    id: 'banktransfer',
    description: { de: 'Überweisung', en: 'Bank transfer' },
    minimumCents: 1,
    maximumCents: null,
    countries: null,
  },
  {
    id: 'applepay',
    description: { de: 'Apple Pay', en: 'Apple Pay' },
    minimumCents: 1,
    maximumCents: null,
    countries: null,
    wallet: true,
  },
];

export const sandboxMethodIds = new Set(sandboxMethods.map((method) => method.id));

export function listSandboxMethods(
  query: { amount?: MollieAmount; locale?: string; billingCountry?: string; includeWallets?: string },
  baseUrl: string,
): MollieMethod[] {
  const cents = query.amount ? centsOfMollieAmount(query.amount) : null;
  const language = query.locale?.startsWith('de') ? 'de' : 'en';
  const money = (value: number) => mollieAmount(value, 'EUR');
  return sandboxMethods
    .filter((method) => !method.wallet || query.includeWallets?.split(',').includes(method.id))
    .filter((method) => cents === null || (cents >= method.minimumCents && cents <= (method.maximumCents ?? Infinity)))
    .filter((method) => !query.billingCountry || !method.countries || method.countries.includes(query.billingCountry))
    .map((method) => ({
      resource: 'method',
      id: method.id,
      description: method.description[language],
      minimumAmount: money(method.minimumCents),
      maximumAmount: method.maximumCents === null ? null : money(method.maximumCents),
      image: {
        size1x: `${baseUrl}/methods/${method.id}.svg`,
        size2x: `${baseUrl}/methods/${method.id}.svg`,
        svg: `${baseUrl}/methods/${method.id}.svg`,
      },
      status: 'activated',
    }));
}
