import type { ChosenParcelStation, PreferredNeighbour } from '../db/json-columns';
import { formatCalendarDay } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/**
 * An order's DHL preferred delivery and parcel station as labelled lines (issue 22), the same on
 * the confirmation and account pages, in the order mail and on the documents.
 */
export interface OrderDeliveryWishes {
  preferredDay: string | null;
  dropOffPlace: string;
  neighbour: PreferredNeighbour | null;
  parcelStation: ChosenParcelStation | null;
}

type Translate = (
  key: 'order.delivery.day' | 'order.delivery.dropOffPlace' | 'order.delivery.neighbour' | 'order.delivery.station',
) => string;

export function deliveryWishLines(
  wishes: OrderDeliveryWishes,
  locale: Locale,
  t: Translate,
): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string }> = [];
  if (wishes.preferredDay)
    lines.push({
      label: t('order.delivery.day'),
      value: formatCalendarDay(wishes.preferredDay, locale, { weekday: true }),
    });
  if (wishes.dropOffPlace) lines.push({ label: t('order.delivery.dropOffPlace'), value: wishes.dropOffPlace });
  if (wishes.neighbour) {
    lines.push({
      label: t('order.delivery.neighbour'),
      value: `${wishes.neighbour.name}, ${wishes.neighbour.address}`,
    });
  }
  if (wishes.parcelStation) {
    const station = wishes.parcelStation;
    lines.push({
      label: t('order.delivery.station'),
      value: `${station.name}, ${station.streetAddress}, ${station.postalCode} ${station.city}`,
    });
  }
  return lines;
}
