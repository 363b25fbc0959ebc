import { randomInt, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { dhlStandInCredentials } from '../../core/adapters/dhl/dhl-shipping.server';
import { sampleLabelPdf } from './sample-label';
import { berlinDay, validateShipment, type ValidationMessage } from './standin-validation';

/**
 * The built-in DHL stand-in (issue 36), mounted at /dhl-shipping-standin only while the shop has
 * no DHL key and runs it (config.dhlShippingMode 'standin': a local shop, or DHL_SHIPPING_STANDIN
 * =true on a test server). It answers the part of the Parcel DE Shipping API v2 the shop uses
 * under /parcel/de/shipping/v2, in DHL's shapes (OpenAPI 2.1.14): `POST /orders` validates like
 * DHL (./standin-validation.ts) and answers `LabelDataResponse` with a sample label as base64
 * PDF; `DELETE /orders?profile=…&shipment=…` cancels one; 401 without the stand-in's API key and
 * user. Nothing is stored but the shipment numbers canceled in this process.
 */
type Json = Record<string, unknown>;

const apiBase = '/parcel/de/shipping/v2';
const problemJson = 'application/problem+json';

/** Equal strings, compared in constant time (a key, a password). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function authorized(c: Context): boolean {
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  const decoded = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8') : '';
  const expected = `${dhlStandInCredentials.user}:${dhlStandInCredentials.password}`;
  return sameText(c.req.header('dhl-api-key') ?? '', dhlStandInCredentials.apiKey) && sameText(decoded, expected);
}

const status = (code: number, title: string, detail?: string) => ({
  title,
  statusCode: code,
  status: code,
  ...(detail ? { detail } : {}),
});

function answer(c: Context, code: 200 | 207 | 400 | 401 | 404, body: unknown) {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', code === 200 || code === 207 ? 'application/json' : problemJson);
  return c.body(JSON.stringify(body), code);
}

/**
 * A stand-in shipment number: 12 digits, the last a check digit (EAN weights 3 and 1) so any
 * process of the shop can recognise a number the stand-in issued.
 */
function checkDigit(digits: string): number {
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
const isStandInNumber = (value: string) =>
  /^\d{12}$/.test(value) && checkDigit(value.slice(0, 11)) === Number(value[11]);

export function createDhlShippingStandInRoutes(options: { now: () => Date }) {
  const app = new Hono();
  const issued = new Set<string>();
  const canceled = new Set<string>();
  const remember = (set: Set<string>, value: string) => {
    set.add(value);
    if (set.size > 10_000) set.delete(set.values().next().value!);
  };
  const newShipmentNumber = () => {
    for (;;) {
      const digits = `3${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
      const number = `${digits}${checkDigit(digits)}`;
      if (!issued.has(number)) {
        remember(issued, number);
        return number;
      }
    }
  };

  app.use('*', async (c, next) => {
    if (!authorized(c)) return answer(c, 401, status(401, 'Unauthorized', 'Unauthorized for given resource.'));
    await next();
  });

  app.get(`${apiBase}/`, (c) =>
    answer(c, 200, { amp: { name: 'spiegelshop-dhl-standin', env: 'standin', version: 'v2.1.14' } }),
  );

  app.post(`${apiBase}/orders`, async (c) => {
    const request = (await c.req.json().catch(() => null)) as Json | null;
    const shipments = request?.shipments;
    if (
      !request ||
      typeof request.profile !== 'string' ||
      !Array.isArray(shipments) ||
      shipments.length < 1 ||
      shipments.length > 30
    ) {
      const messages: ValidationMessage[] = [
        {
          property: 'shipments',
          validationMessage: 'A request needs a profile and 1 to 30 shipments.',
          validationState: 'Error',
        },
      ];
      return answer(c, 400, {
        status: status(400, 'Bad Request', 'The request could not be read.'),
        items: [{ sstatus: status(400, 'Bad Request'), validationMessages: messages }],
      });
    }
    const validateOnly = c.req.query('validate') === 'true';
    const today = berlinDay(options.now());
    const items = await Promise.all(
      shipments.map(async (shipment: unknown) => {
        const messages = validateShipment(shipment, today);
        if (messages.some((message) => message.validationState === 'Error')) {
          return { sstatus: status(400, 'Bad Request', 'The shipment is invalid.'), validationMessages: messages };
        }
        if (validateOnly) return { sstatus: status(200, 'OK'), validationMessages: messages };
        const shipmentNo = newShipmentNumber();
        const pdf = await sampleLabelPdf(shipment as Json, shipmentNo);
        return {
          shipmentNo,
          ...(typeof (shipment as Json).refNo === 'string' ? { shipmentRefNo: (shipment as Json).refNo } : {}),
          sstatus: status(200, 'OK'),
          label: { b64: Buffer.from(pdf).toString('base64'), fileFormat: 'PDF', printFormat: 'A4' },
          validationMessages: messages,
        };
      }),
    );
    const good = items.filter((item) => item.sstatus.statusCode === 200).length;
    const code = items.length > 1 ? 207 : good === 1 ? 200 : 400;
    const detail = `${good} of ${items.length} shipment${items.length === 1 ? '' : 's'} successfully ${validateOnly ? 'validated' : 'created'}.`;
    return answer(c, code, { status: status(code, code === 400 ? 'Bad Request' : 'OK', detail), items });
  });

  app.delete(`${apiBase}/orders`, (c) => {
    const numbers = c.req.queries('shipment') ?? [];
    if (!c.req.query('profile') || numbers.length < 1 || numbers.length > 30) {
      return answer(c, 400, {
        status: status(400, 'Bad Request', 'profile and 1 to 30 shipment numbers are required.'),
      });
    }
    const items = numbers.map((shipmentNo) => {
      if (!isStandInNumber(shipmentNo) || canceled.has(shipmentNo)) {
        return {
          shipmentNo,
          sstatus: status(400, 'Bad Request', 'The shipment does not exist or was already deleted.'),
        };
      }
      remember(canceled, shipmentNo);
      return { shipmentNo, sstatus: status(200, 'OK') };
    });
    const good = items.filter((item) => item.sstatus.statusCode === 200).length;
    const code = items.length > 1 ? 207 : good === 1 ? 200 : 400;
    return answer(c, code, {
      status: status(code, code === 400 ? 'Bad Request' : 'OK', `${good} of ${items.length} shipments deleted.`),
      items,
    });
  });

  app.all('*', (c) => answer(c, 404, status(404, 'Not Found', 'No such resource.')));
  return app;
}
