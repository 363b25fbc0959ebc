import { describe, expect, it } from 'vitest';
import type { DhlShippingClient } from '../../core/adapters/dhl/dhl-shipping.server';
import type { DhlLabelInput } from '../../core/adapters/dhl/dhl-shipping-request';
import { isPublicHoliday } from '../../core/delivery/public-holidays';
import { pdfText } from './pdf-text';

/**
 * One contract for the DHL shipping client, run against two servers (issue 36): a playback of
 * DHL's recorded answers (core/adapters/dhl/dhl-shipping.test.ts) and the shop's built-in stand-in
 * over real HTTP (server/dhl-shipping-standin/dhl-shipping-standin.integration.test.ts). What
 * the shop can meet: labels to a door with each preferred service, to a Packstation; refusals of
 * a bad postal code, a missing post number, a past preferred day, wrong credentials; cancelling.
 */
export interface DhlContractServer {
  /** A client with the credentials the server accepts. */
  client(): DhlShippingClient;
  /** A client whose password the server refuses. */
  wrongPasswordClient(): DhlShippingClient;
}

/** A working day (Monday to Saturday, no public holiday) at least 3 days after today. */
export function futureWorkingDay(today = new Date()): string {
  for (let offset = 3; ; offset++) {
    const day = new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !isPublicHoliday(day, undefined)) return day;
  }
}

const shipper = {
  name: 'Spiegelshop GmbH',
  street: 'Klingenstraße',
  houseNumber: '12',
  postalCode: '42651',
  city: 'Solingen',
  country: 'DEU',
};

export const doorInput = (services: DhlLabelInput['services'] = {}): DhlLabelInput => ({
  shipper,
  consignee: {
    kind: 'address',
    name: 'Erika Mustermann',
    company: '',
    street: 'Heidestraße',
    houseNumber: '17',
    addition: '2. Etage',
    postalCode: '51147',
    city: 'Köln',
    country: 'DEU',
    email: '',
  },
  weightGrams: 4200,
  reference: '1001',
  services,
});

export const packstationInput = (postNumber = '1234567890'): DhlLabelInput => ({
  shipper,
  consignee: {
    kind: 'packstation',
    name: 'Erika Mustermann',
    stationNumber: '229',
    postNumber,
    postalCode: '42651',
    city: 'Solingen',
  },
  weightGrams: 2500,
  reference: '1002',
  services: {},
});

export function describeDhlShippingContract(name: string, server: () => DhlContractServer) {
  describe(`DHL shipping client against ${name}`, () => {
    it('makes a label to a door with a preferred day and a drop-off place: tracking number, PDF, tracking link', async () => {
      const result = await server()
        .client()
        .createLabel(doorInput({ preferredDay: futureWorkingDay(), preferredLocation: 'Garage' }));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.shipmentNumber).toMatch(/^\d{12,20}$/);
      expect(Buffer.from(result.labelPdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(result.labelPdf)).toContain(result.shipmentNumber);
      expect(result.trackingUrl).toBe(
        `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${result.shipmentNumber}`,
      );
    });

    it('makes labels with a preferred neighbour and to a Packstation with the post number', async () => {
      const neighbour = await server()
        .client()
        .createLabel(doorInput({ preferredNeighbour: 'Max Meier, Heidestraße 19' }));
      expect(neighbour.ok).toBe(true);
      const packstation = await server().client().createLabel(packstationInput());
      expect(packstation.ok).toBe(true);
    });

    it('refuses a German postal code that is not 5 digits as an invalid address, with DHL’s message', async () => {
      const input = doorInput();
      if (input.consignee.kind === 'address') input.consignee.postalCode = '1234';
      const result = await server().client().createLabel(input);
      expect(result).toMatchObject({ ok: false, key: 'dhl.addressInvalid', status: 400 });
      if (result.ok) return;
      expect(result.messages.some((message) => /consignee.*postalCode/.test(message.property))).toBe(true);
    });

    it('refuses a Packstation without a valid post number', async () => {
      const result = await server().client().createLabel(packstationInput('12'));
      expect(result).toMatchObject({ ok: false, key: 'dhl.postNumberInvalid', status: 400 });
    });

    it('refuses a preferred day in the past', async () => {
      const result = await server()
        .client()
        .createLabel(doorInput({ preferredDay: '2020-01-07' }));
      expect(result).toMatchObject({ ok: false, key: 'dhl.preferredDayInvalid', status: 400 });
    });

    it('refuses wrong credentials as unauthorized, without repeating them', async () => {
      const result = await server().wrongPasswordClient().createLabel(doorInput());
      expect(result).toEqual({ ok: false, key: 'dhl.unauthorized', status: 401, messages: [] });
    });

    it('cancels a label once; a second time DHL no longer knows the shipment', async () => {
      const label = await server().client().createLabel(doorInput());
      if (!label.ok) throw new Error(`no label: ${label.key}`);
      expect(await server().client().cancelLabel(label.shipmentNumber)).toEqual({
        ok: true,
        shipmentNumber: label.shipmentNumber,
      });
      expect(await server().client().cancelLabel(label.shipmentNumber)).toMatchObject({
        ok: false,
        key: 'dhl.shipmentNotFound',
      });
    });
  });
}
