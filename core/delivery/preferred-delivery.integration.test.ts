import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/customer-schema';
import { pdfText } from '../../tests/support/pdf-text';
import { formatCalendarDay } from '../i18n/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/order-schema';
import { createGuest, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * DHL preferred delivery and parcel stations through the BFF (issue 22): the days offered by the
 * shop's clock (weekends, the delivery state's holidays, the cut-off), the wishes' limits, the
 * surcharge in the totals with VAT, the finder's errors, the station as delivery address, and
 * what an order keeps.
 */
let shop: TestShop;
// The shop's clock, moved by each test (Europe/Berlin is UTC+1 in winter, UTC+2 in summer).
let now = new Date('2026-12-02T09:00:00Z');
beforeAll(async () => {
  shop = await startTestShop({}, { now: () => now });
});
afterAll(() => shop.close());

const consents = { terms: true, cancellationRights: true, privacy: true };
type Checkout = {
  cart: {
    basketAmount: number;
    itemSum: number;
    preferredDeliveryAmount: number;
    totalVats: Array<{ vatValue: number; vatAmount: number }>;
  };
  delivery: {
    preferredDeliveryOffered: boolean;
    parcelStationsOffered: boolean;
    days: string[];
    daySurcharge: number;
    wishes: Record<string, unknown>;
    parcelStation: { name: string } | null;
  };
  notices: string[];
};
type Days = { available: boolean; days: string[]; surcharge: number };
type Stations = {
  stations: Array<{ locationId: string; kind: string; name: string; distance: number }>;
  demo: boolean;
};

async function stateId(name: string): Promise<number> {
  const response = await fetch(`${shop.url}/api/getCountries?body=%7B%7D`);
  const { data } = (await response.json()) as {
    data: Array<{ id: number; states: Array<{ id: number; name: string }> }>;
  };
  return data.find((country) => country.id === 1)!.states.find((state) => state.name === name)!.id;
}

/** A guest with a cart and a billing address in the given German state (Hamburg by default). */
async function guestInState(state?: string) {
  const guest = await createGuest(shop, { email: `wunsch.${randomUUID()}@beispiel.de` });
  const variation = await findVariationWithStock(shop, 40);
  expect((await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 })).status).toBe(200);
  if (state) {
    const saved = await guest.call<{ id: number }>('doSaveAddress', {
      typeId: 1,
      firstName: 'Bea',
      lastName: 'Bayer',
      streetName: 'Marienplatz',
      houseNumber: '8',
      zipCode: '80331',
      city: 'München',
      countryId: 1,
      stateId: await stateId(state),
    });
    expect(saved.status).toBe(200);
    await guest.call('setCheckoutAddress', { typeId: 1, addressId: saved.data!.id });
  }
  return guest;
}

describe('preferred delivery days', () => {
  it('offers the order day + 2 working days before the cut-off and + 3 after it, never a Sunday', async () => {
    const guest = await guestInState();
    now = new Date('2026-12-02T12:59:00Z'); // Wednesday 13:59 in Berlin
    const before = await guest.call<Days>('getPreferredDeliveryDays');
    expect(before.data).toMatchObject({ available: true, surcharge: 120 });
    expect(before.data!.days.slice(0, 3)).toEqual(['2026-12-04', '2026-12-05', '2026-12-07']);
    now = new Date('2026-12-02T13:00:00Z'); // 14:00: past the cut-off
    const after = await guest.call<Days>('getPreferredDeliveryDays');
    expect(after.data!.days[0]).toBe('2026-12-05');
    expect(after.data!.days).not.toContain('2026-12-06');
  });

  it("skips the delivery state's public holidays: Corpus Christi in Bavaria, not in Hamburg", async () => {
    now = new Date('2027-05-24T08:00:00Z'); // Monday before Corpus Christi (Thursday 27 May 2027)
    const bavarian = await guestInState('Bayern');
    const hamburg = await guestInState();
    const inBavaria = (await bavarian.call<Days>('getPreferredDeliveryDays')).data!.days;
    const inHamburg = (await hamburg.call<Days>('getPreferredDeliveryDays')).data!.days;
    expect(inBavaria.slice(0, 2)).toEqual(['2027-05-26', '2027-05-28']);
    expect(inHamburg.slice(0, 2)).toEqual(['2027-05-26', '2027-05-27']);
  });

  it('puts the surcharge into the totals with VAT, and the order keeps day, place and surcharge', async () => {
    now = new Date('2026-12-02T09:00:00Z');
    const guest = await guestInState();
    const plain = (await guest.call<Checkout>('getCheckout')).data!;
    const day = plain.delivery.days[1]!;
    const chosen = await guest.call<Checkout>('setPreferredDelivery', { day, dropOffPlace: 'Garage, linkes Tor' });
    expect(chosen.status).toBe(200);
    expect(chosen.data!.cart.preferredDeliveryAmount).toBe(120);
    expect(chosen.data!.cart.basketAmount).toBe(plain.cart.basketAmount + 120);
    const vatBefore = plain.cart.totalVats.find((vat) => vat.vatValue === 19)?.vatAmount ?? 0;
    const vatAfter = chosen.data!.cart.totalVats.find((vat) => vat.vatValue === 19)!.vatAmount;
    // 1,20 € gross holds 0,19 € VAT at 19 %, give or take the rounding of the sum.
    expect(vatAfter - vatBefore).toBeGreaterThanOrEqual(18);
    expect(vatAfter - vatBefore).toBeLessThanOrEqual(20);

    const placed = await guest.call<{ next: string; orderId: number; accessKey: string }>('doSubmitCheckout', {
      choices: { paymentMethodId: 6000 },
      order: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    expect(placed.data).toMatchObject({ next: 'confirmation' });
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.orderId));
    expect(order).toMatchObject({
      preferredDeliveryDay: day,
      preferredDropOffPlace: 'Garage, linkes Tor',
      preferredNeighbour: null,
      preferredDeliveryAmount: 120,
      preferredDeliveryAmountNet: 101,
      totalGross: plain.cart.basketAmount + 120,
    });
    const view = await guest.call<{
      order: { delivery: Record<string, unknown> };
      totals: { preferredDeliveryGross: number };
    }>('getOrder', { orderId: placed.data!.orderId, accessKey: placed.data!.accessKey });
    expect(view.data!.order.delivery).toMatchObject({ preferredDay: day, dropOffPlace: 'Garage, linkes Tor' });
    expect(view.data!.totals.preferredDeliveryGross).toBe(120);

    // The order mail and the invoice say the same.
    const shownDay = formatCalendarDay(day, 'de', { weekday: true });
    const [mail] = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, order!.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.text).toContain(`Wunschtag: ${shownDay}`);
    expect(mail!.text).toContain('Ablageort: Garage, linkes Tor');
    expect(mail!.text).toContain('Wunschtag-Zuschlag: 1,20');
    const invoice = await guest.browser.fetch(
      `/order-documents/${order!.id}/invoice.pdf?key=${encodeURIComponent(order!.accessKey)}&lang=de`,
    );
    const text = await pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(text).toContain(shownDay);
    expect(text).toContain('Garage, linkes Tor');
    expect(text).toContain('Wunschtag-Zuschlag');
  });

  it('a day that has passed is dropped with a notice, and the order is not placed with it', async () => {
    now = new Date('2026-12-02T09:00:00Z');
    const guest = await guestInState();
    await guest.call('setPreferredDelivery', {
      day: '2026-12-04',
      neighbour: { name: 'Frau Nachbar', address: 'Nr. 3' },
    });
    now = new Date('2026-12-04T09:00:00Z');
    const refused = await guest.call('doSubmitCheckout', {
      choices: { paymentMethodId: 6000 },
      order: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    expect(refused).toMatchObject({ status: 409, error: { key: 'checkout.preferredDayUnavailable' } });
    const shown = (await guest.call<Checkout>('getCheckout')).data!;
    expect(shown.notices).toContain('preferredDayUnavailable');
    expect(shown.cart.preferredDeliveryAmount).toBe(0);
    // The neighbour stays; only the day went.
    expect(shown.delivery.wishes).toEqual({ neighbour: { name: 'Frau Nachbar', address: 'Nr. 3' } });
  });

  it('refuses what DHL cannot take: too long, both place and neighbour, a station word, label-breaking characters, a day not offered', async () => {
    now = new Date('2026-12-02T09:00:00Z');
    const guest = await guestInState();
    const refusals = await Promise.all([
      guest.call('setPreferredDelivery', { dropOffPlace: 'x'.repeat(101) }),
      guest.call('setPreferredDelivery', { dropOffPlace: 'Garage', neighbour: { name: 'A', address: 'B' } }),
      guest.call('setPreferredDelivery', { dropOffPlace: 'Packstation 101' }),
      guest.call('setPreferredDelivery', { neighbour: { name: '<script>', address: 'Nr. 1' } }),
      guest.call('setPreferredDelivery', { neighbour: { name: 'Herr Nachbar', address: '' } }),
      guest.call('setPreferredDelivery', { day: '2026-12-06' }),
      guest.call('setPreferredDelivery', { day: '31.12.2026' }),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 422, 400]);
    expect(refusals[5]!.error!.key).toBe('delivery.dayNotOffered');
    // 100 characters are fine.
    expect((await guest.call('setPreferredDelivery', { dropOffPlace: 'x'.repeat(100) })).status).toBe(200);
  });

  it('is offered only for DHL parcel within Germany', async () => {
    now = new Date('2026-12-02T09:00:00Z');
    const guest = await guestInState();
    await guest.call('setShippingProvider', { shippingId: 2 }); // DHL Express
    expect((await guest.call<Days>('getPreferredDeliveryDays')).data!.available).toBe(false);
    expect(await guest.call('setPreferredDelivery', { dropOffPlace: 'Garage' })).toMatchObject({
      status: 409,
      error: { key: 'delivery.notAvailable' },
    });
    const austrian = await guest.call<{ id: number }>('doSaveAddress', {
      typeId: 2,
      firstName: 'Anna',
      lastName: 'Alpen',
      streetName: 'Ring',
      houseNumber: '1',
      zipCode: '1010',
      city: 'Wien',
      countryId: 2,
    });
    await guest.call('setShippingProvider', { shippingId: 1 });
    await guest.call('setCheckoutAddress', { typeId: 2, addressId: austrian.data!.id });
    const abroad = (await guest.call<Checkout>('getCheckout')).data!;
    expect(abroad.delivery).toMatchObject({ preferredDeliveryOffered: false, parcelStationsOffered: false, days: [] });
  });
});

describe('parcel-station finder', () => {
  it('finds demo stations by postal code or city and says what is wrong with a search', async () => {
    const guest = await guestInState();
    const found = await guest.call<Stations>('getParcelStations', { postalCode: '42651' });
    expect(found.data!.demo).toBe(true);
    expect(found.data!.stations.map((station) => station.name)).toContain('Packstation 229');
    expect((await guest.call<Stations>('getParcelStations', { city: 'köln' })).data!.stations.length).toBeGreaterThan(
      0,
    );
    const answers = await Promise.all([
      guest.call('getParcelStations', { postalCode: '4265' }),
      guest.call('getParcelStations', {}),
      guest.call('getParcelStations', { postalCode: '00000' }),
      guest.call('getParcelStations', { postalCode: '24999' }),
      guest.call('getParcelStations', { city: 'Solingen<script>' }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.error?.key])).toEqual([
      [400, 'validation'],
      [400, 'validation'],
      [422, 'parcelFinder.invalidPostalCode'],
      [404, 'parcelFinder.noResults'],
      [400, 'validation'],
    ]);
  });

  it('delivers to a Packstation only with a post number, and the order goes there without wishes', async () => {
    now = new Date('2026-12-02T09:00:00Z');
    const guest = await guestInState();
    await guest.call('setPreferredDelivery', { day: '2026-12-04' });
    const { stations } = (await guest.call<Stations>('getParcelStations', { postalCode: '42651' })).data!;
    const packstation = stations.find((station) => station.kind === 'packstation')!;
    expect(await guest.call('setParcelStation', { locationId: packstation.locationId })).toMatchObject({
      status: 422,
      error: { key: 'parcelFinder.postNumberRequired' },
    });
    expect(
      (await guest.call('setParcelStation', { locationId: packstation.locationId, postNumber: '12ab' })).status,
    ).toBe(400);
    expect(
      (await guest.call('setParcelStation', { locationId: 'forged-station', postNumber: '12345678' })).status,
    ).toBe(404);
    const chosen = await guest.call<Checkout>('setParcelStation', {
      locationId: packstation.locationId,
      postNumber: '12345678',
    });
    expect(chosen.data!.delivery).toMatchObject({
      parcelStation: { name: 'Packstation 229' },
      preferredDeliveryOffered: false,
      wishes: {},
    });
    // The surcharge of the day went with the day.
    expect(chosen.data!.cart.preferredDeliveryAmount).toBe(0);
    expect((await guest.call('setPreferredDelivery', { day: '2026-12-04' })).status).toBe(409);

    const placed = await guest.call<{ orderId: number }>('doSubmitCheckout', {
      choices: { paymentMethodId: 6000 },
      order: { idempotencyKey: randomUUID(), legalConsents: consents },
    });
    const [order] = await shop.services.db.select().from(orders).where(eq(orders.id, placed.data!.orderId));
    expect(order!.deliveryAddress).toMatchObject({
      firstName: 'Gero',
      lastName: 'Gastmann',
      streetName: 'Packstation',
      houseNumber: '229',
      apartment: '12345678',
      zipCode: '42651',
      city: 'Solingen',
      countryId: 1,
    });
    expect(order!.parcelStation).toMatchObject({ kind: 'packstation', stationNumber: '229', postNumber: '12345678' });
    expect(order!.preferredDeliveryDay).toBeNull();
  });

  it('a post office needs no post number; DHL Express does not deliver to stations', async () => {
    const guest = await guestInState();
    const { stations } = (await guest.call<Stations>('getParcelStations', { postalCode: '42651' })).data!;
    const postOffice = stations.find((station) => station.kind === 'postOffice')!;
    expect((await guest.call('setParcelStation', { locationId: postOffice.locationId })).status).toBe(200);
    await guest.call('setShippingProvider', { shippingId: 2 });
    const express = (await guest.call<Checkout>('getCheckout')).data!;
    expect(express.notices).toContain('parcelStationUnavailable');
    expect(express.delivery.parcelStation).toBeNull();
    expect(await guest.call('setParcelStation', { locationId: postOffice.locationId })).toMatchObject({
      status: 409,
      error: { key: 'checkout.parcelStationUnavailable' },
    });
  });

  it('a client may search 30 times in ten minutes', async () => {
    const limited = await startTestShop({}, {});
    try {
      const guest = await createGuest(limited, { email: `suche.${randomUUID()}@beispiel.de` });
      for (let search = 0; search < 30; search += 1) {
        expect((await guest.call('getParcelStations', { postalCode: '10115' })).status).toBe(200);
      }
      expect((await guest.call('getParcelStations', { postalCode: '10115' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is only for a checkout: a visitor without a session or guest login is asked to log in', async () => {
    const response = await fetch(
      `${shop.url}/api/getParcelStations?body=${encodeURIComponent('{"postalCode":"42651"}')}`,
    );
    expect(response.status).toBe(401);
  });
});
