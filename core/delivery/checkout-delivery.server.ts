import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import type { PreferredDeliveryWishes, CheckoutState } from '../sessions/checkout-state';
import type { ChosenParcelStation } from '../db/json-columns';
import type { ShippingRate } from '../shipping/shipping-estimate';
import { cachedCountries } from '../shipping/shipping.server';
import { germanStateCode, preferredDeliveryDays, type PreferredDaySettings } from './preferred-delivery-days';

/**
 * DHL preferred delivery and parcel stations in the checkout (issue 22): which services the
 * shopper's delivery can have, which days may be chosen, and which of the stored wishes still
 * apply. Offered only for deliveries in Germany with a shipping profile that offers them; a
 * parcel station and the wishes exclude each other (DHL delivers a station's parcel there).
 */

/** Germany (spec §4: delivery possible only when the country is 1). */
export const germanyId = 1;

export function preferredDaySettingsOf(config: CallContext['services']['config']): PreferredDaySettings {
  return {
    cutOffTime: config.PREFERRED_DAY_CUTOFF,
    excludedWeekdays: config.PREFERRED_DAY_EXCLUDED_WEEKDAYS,
    daysOffered: config.PREFERRED_DAYS_OFFERED,
  };
}

/** The days a shopper may choose now for a delivery to this German state (its name as the shop keeps it). */
export function offeredDaysFor(ctx: CallContext, stateName: string | null): string[] {
  return preferredDeliveryDays(
    ctx.services.now(),
    germanStateCode(stateName),
    preferredDaySettingsOf(ctx.services.config),
  );
}

/** The name of an address's state (for its public holidays), or null. */
export async function stateNameOf(ctx: CallContext, countryId: number, stateId: number | null): Promise<string | null> {
  if (stateId === null) return null;
  const country = (await cachedCountries(ctx)).find((candidate) => candidate.id === countryId);
  return country?.states.find((state) => state.id === stateId)?.name ?? null;
}

/** What the checkout's delivery can have and what of the shopper's choice applies. */
export interface CheckoutDelivery {
  /** Preferred day, drop-off place and neighbour may be chosen. */
  preferredDeliveryOffered: boolean;
  /** The parcel-station finder may be used. */
  parcelStationsOffered: boolean;
  /** The days that may be chosen (empty when preferred delivery is not offered), worked out on first read. */
  readonly days: string[];
  /** The preferred day's surcharge (gross cents; 0 = free). */
  daySurcharge: number;
  /** The wishes as they apply (a day no longer offered is dropped). */
  wishes: PreferredDeliveryWishes;
  parcelStation: ChosenParcelStation | null;
  /** The stored choice no longer fits (the day passed, the profile changed): said on the page. */
  dropped: Array<'preferredDayUnavailable' | 'parcelStationUnavailable'>;
}

/**
 * The services for a delivery to `countryId` with the shipping rate the cart ships with, and the
 * stored wishes and station checked against them.
 */
export function checkoutDelivery(
  ctx: CallContext,
  state: CheckoutState,
  rate: ShippingRate | undefined,
  countryId: number,
  stateName: string | null,
): CheckoutDelivery {
  const inGermany = countryId === germanyId;
  const parcelStationsOffered = inGermany && Boolean(rate?.offersParcelStations);
  const dropped: CheckoutDelivery['dropped'] = [];
  const parcelStation = state.parcelStation && parcelStationsOffered ? state.parcelStation : null;
  if (state.parcelStation && !parcelStation) dropped.push('parcelStationUnavailable');
  const preferredDeliveryOffered = inGermany && Boolean(rate?.offersPreferredDelivery) && parcelStation === null;
  // Worked out when asked for (issue 33): every checkout read – each order placed – comes here,
  // and only a stored day or the delivery form needs the days.
  let days: string[] | undefined;
  const offeredDays = () => (days ??= preferredDeliveryOffered ? offeredDaysFor(ctx, stateName) : []);
  const stored = preferredDeliveryOffered ? (state.preferredDelivery ?? {}) : {};
  const wishes: PreferredDeliveryWishes = { ...stored };
  if (stored.day && !offeredDays().includes(stored.day)) {
    delete wishes.day;
    dropped.push('preferredDayUnavailable');
  }
  return {
    preferredDeliveryOffered,
    parcelStationsOffered,
    get days() {
      return offeredDays();
    },
    daySurcharge: ctx.services.config.PREFERRED_DAY_SURCHARGE_CENTS,
    wishes,
    parcelStation,
    dropped,
  };
}

/** The surcharge the cart pays for these wishes with this rate. */
export const preferredDeliveryCents = (delivery: Pick<CheckoutDelivery, 'wishes' | 'daySurcharge'>) =>
  delivery.wishes.day ? delivery.daySurcharge : 0;

/** A day that is not among those offered now (spec §5), at the day's field. */
export function dayNotOffered(): ApiError {
  return new ApiError({
    status: 422,
    key: 'delivery.dayNotOffered',
    message: 'This day cannot be chosen.',
    cause: [{ field: 'preferredDelivery.day', message: 'errorMessages.delivery.dayNotOffered', code: 'dayNotOffered' }],
  });
}
