import { z } from 'zod';
import type { CallContext } from '../api/context';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import { ParcelFinderError } from '../adapters/dhl/parcel-station-finder';
import { currentCheckoutView } from './checkout-choices.server';
import { withCheckoutState } from '../sessions/checkout-state';
import { loadCheckout } from './checkout.server';
import { enforceRateLimits } from '../security/rate-limits.server';
import { cachedShippingRates } from '../shipping/shipping.server';
import { dayNotOffered, germanyId } from '../delivery/checkout-delivery.server';
import { preferredDeliveryInput } from '../delivery/preferred-delivery-form';
import { parcelStationChoiceInput, parcelStationSearchInput } from '../delivery/parcel-station-form';

/**
 * DHL preferred delivery and the parcel-station finder in the checkout (issue 22; spec §5, §8,
 * §9). For guests and customers, like the rest of the checkout: the wishes belong to the
 * session's checkout and go into the order placed from it.
 */

const notOffered = () =>
  new ApiError({
    status: 409,
    key: 'delivery.notAvailable',
    message: 'Preferred delivery is not available for this delivery.',
  });

/** getPreferredDeliveryDays: the days that may be chosen (YYYY-MM-DD) with the surcharge in cents. */
export const getPreferredDeliveryDays = defineCall({
  kind: 'read',
  access: 'guest',
  input: z.object({}).strict(),
  async handler(ctx) {
    const { delivery, cart } = await loadCheckout(ctx);
    return {
      available: delivery.preferredDeliveryOffered,
      days: delivery.days,
      surcharge: delivery.daySurcharge,
      currency: cart.currency,
      wishes: delivery.wishes,
    };
  },
});

/**
 * setPreferredDelivery {day?, dropOffPlace?, neighbour?}: the wishes as a whole (an empty object
 * clears them). Only days offered now; a drop-off place or a neighbour, not both.
 */
export const setPreferredDelivery = defineCall({
  kind: 'write',
  access: 'guest',
  input: preferredDeliveryInput,
  async handler(ctx, wishes) {
    const checkout = await loadCheckout(ctx);
    const wanted = wishes.day || wishes.dropOffPlace || wishes.neighbour;
    if (wanted && !checkout.delivery.preferredDeliveryOffered) throw notOffered();
    if (wishes.day && !checkout.delivery.days.includes(wishes.day)) throw dayNotOffered();
    await ctx.session.update((data) => withCheckoutState(data, { preferredDelivery: wanted ? wishes : undefined }));
    return currentCheckoutView(ctx);
  },
});

/** Searches cost the shop DHL requests: a client may search this often per ten minutes. */
const searchesPerTenMinutes = 30;

/** getParcelStations {postalCode?, city?}: Packstations, post offices and parcel shops, nearest first. */
export const getParcelStations = defineCall({
  kind: 'read',
  access: 'guest',
  input: parcelStationSearchInput,
  async handler(ctx, query) {
    await enforceRateLimits(
      ctx.services.db,
      [{ bucket: 'parcelStations.client', key: ctx.hints.clientIp, limit: searchesPerTenMinutes, windowMinutes: 10 }],
      { key: 'tooManyRequests', message: 'Too many searches; please wait a moment.' },
    );
    try {
      return { stations: await ctx.services.parcelStations.find(query), demo: ctx.services.parcelStations.demo };
    } catch (error) {
      throw finderProblem(ctx, error);
    }
  },
});

/** The finder's refusal as the shopper's message (spec §8); DHL's own words stay in the log. */
function finderProblem(ctx: CallContext, error: unknown): ApiError {
  if (!(error instanceof ParcelFinderError)) throw error;
  if (error.problem === 'unavailable')
    ctx.services.logger.warn('parcel-station finder failed', { reason: error.message });
  const status = { noResults: 404, invalidPostalCode: 422, noValidServices: 404, unavailable: 503 }[error.problem];
  return new ApiError({
    status,
    key: `parcelFinder.${error.problem}`,
    message: error.message,
    ...(error.problem === 'invalidPostalCode'
      ? { cause: [{ field: 'postalCode', message: 'errorMessages.parcelFinder.invalidPostalCode', code: 'invalid' }] }
      : {}),
  });
}

/**
 * setParcelStation {locationId, postNumber?}: the parcel goes to this station (looked up again at
 * the finder, never taken from the browser); a Packstation needs the customer's DHL post number.
 * {} goes back to the delivery address. The shipping method must offer stations in Germany.
 */
export const setParcelStation = defineCall({
  kind: 'write',
  access: 'guest',
  input: parcelStationChoiceInput,
  async handler(ctx, choice) {
    if (!('locationId' in choice)) {
      await ctx.session.update((data) => withCheckoutState(data, { parcelStation: undefined }));
      return currentCheckoutView(ctx);
    }
    const checkout = await loadCheckout(ctx);
    const profileId = checkout.state.shippingProfileId ?? checkout.cart.shippingProfileId;
    const rate = (await cachedShippingRates(ctx, germanyId)).find(
      (candidate) => candidate.shippingProfileId === profileId,
    );
    if (!rate?.offersParcelStations) {
      throw new ApiError({
        status: 409,
        key: 'checkout.parcelStationUnavailable',
        message: 'The shipping method does not deliver to parcel stations.',
      });
    }
    let station;
    try {
      station = await ctx.services.parcelStations.byId(choice.locationId);
    } catch (error) {
      throw finderProblem(ctx, error);
    }
    if (!station) {
      throw new ApiError({ status: 404, key: 'parcelFinder.noResults', message: 'No such station.' });
    }
    if (station.kind === 'packstation' && !choice.postNumber) {
      throw new ApiError({
        status: 422,
        key: 'parcelFinder.postNumberRequired',
        message: 'A Packstation needs the DHL post number.',
        cause: [{ field: 'postNumber', message: 'errorMessages.parcelFinder.postNumberRequired', code: 'required' }],
      });
    }
    const { distance: _distance, openingHours: _openingHours, ...kept } = station;
    await ctx.session.update((data) =>
      withCheckoutState(data, {
        parcelStation: { ...kept, postNumber: choice.postNumber ?? '' },
        shippingProfileId: rate.shippingProfileId,
        // DHL delivers a station's parcels there: no day, place or neighbour.
        preferredDelivery: undefined,
      }),
    );
    return currentCheckoutView(ctx);
  },
});
