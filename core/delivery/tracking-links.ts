import type { Locale } from '../i18n/locales';

/**
 * The carriers staff can ship with (issue 36) and the page where a customer follows a parcel.
 * DHL is the shop's own (labels, preferred delivery); the others are for parcels sent by hand.
 */
export const carriers = ['dhl', 'dpd', 'ups', 'gls', 'hermes', 'other'] as const;
export type Carrier = (typeof carriers)[number];

/** The carrier's tracking page for one parcel, in the customer's language where it has one. */
export function trackingLink(carrier: string, trackingNumber: string, locale: Locale): string | null {
  const number = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'dhl':
      return locale === 'de'
        ? `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`
        : `https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/${locale === 'de' ? 'de_DE' : 'en_US'}/parcel/${number}`;
    case 'ups':
      return `https://www.ups.com/track?loc=${locale === 'de' ? 'de_DE' : 'en_US'}&tracknum=${number}`;
    case 'gls':
      return `https://gls-group.com/DE/${locale}/paketverfolgung?match=${number}`;
    case 'hermes':
      return `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${number}`;
    default:
      return null;
  }
}
