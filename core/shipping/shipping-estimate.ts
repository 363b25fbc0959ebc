/**
 * The shipping estimate of the cart (spec §4 Cart: shipping for the shipping country; §9 free
 * within Germany): the cheapest active profile that serves the country, free from its threshold.
 */
export interface ShippingRate {
  shippingProfileId: number;
  /** The profile's name in the page language ("DHL Paket"). */
  name: string;
  position: number;
  priceCents: number;
  /** Free from this gross goods value (after a coupon) on; null = never free. */
  freeFromCents: number | null;
  /** Issue 22: DHL preferred delivery and the parcel-station finder (deliveries in Germany). */
  offersPreferredDelivery?: boolean;
  offersParcelStations?: boolean;
  /** Spec §3 shippingPrivacyInformation.showDataPrivacyAgreementHint. */
  showsPrivacyHint?: boolean;
  /** The carrier ("DHL"), whose picture the checkout shows beside the method. */
  parcelServiceName?: string;
}

/** Carriers the shop has a picture of (public/shipping). */
const carrierPictures: Record<string, string> = { DHL: '/shipping/dhl.svg' };

export const shippingPicturePath = (parcelServiceName: string | undefined) =>
  (parcelServiceName && carrierPictures[parcelServiceName]) ?? null;

export interface ShippingEstimate {
  shippingProfileId: number;
  name: string;
  cents: number;
}

/** What a rate costs for goods of this gross value. */
export function rateCents(rate: ShippingRate, goodsCents: number): number {
  return rate.freeFromCents !== null && goodsCents >= rate.freeFromCents ? 0 : rate.priceCents;
}

/**
 * The cheapest rate for the goods (ties: the profile listed first), or null when no profile
 * ships to the country. An empty cart ships nothing and costs nothing.
 */
export function estimateShipping(rates: ShippingRate[], goodsCents: number): ShippingEstimate | null {
  let best: ShippingEstimate | null = null;
  let bestPosition = Infinity;
  for (const rate of rates) {
    const cents = rateCents(rate, goodsCents);
    if (best === null || cents < best.cents || (cents === best.cents && rate.position < bestPosition)) {
      best = { shippingProfileId: rate.shippingProfileId, name: rate.name, cents };
      bestPosition = rate.position;
    }
  }
  return best;
}
