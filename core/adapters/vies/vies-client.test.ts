import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/free-port';
import { parseVatId } from '../../vat/vat-id';
import { createViesClient } from './vies-client.server';
import { createViesStandIn, standInUnavailableVatId } from './vies-standin';

/**
 * The VIES client over real HTTP against a local server that answers the way VIES does: what the
 * client sends, and how every kind of answer (and no answer) becomes valid, invalid or unavailable.
 */
let server: Server;
let baseUrl: string;
const received: Array<{ url: string; body: Record<string, unknown> }> = [];
const answers = new Map<string, (response: ServerResponse) => void>();

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ url: request.url ?? '', body });
      const answer = answers.get(`${String(body.countryCode)}${String(body.vatNumber)}`);
      if (answer) answer(response);
      // No answer for unknown ids: the client's time-out.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
  answers.set(
    'ATU12345675',
    json(200, { valid: true, name: 'Spiegelhaus Wien GmbH', requestIdentifier: 'WAPIAAAAZ1', userError: 'VALID' }),
  );
  answers.set('FR40303265045', json(200, { valid: true, name: '---', requestIdentifier: 'WAPIAAAAZ2' }));
  answers.set('NL123456789B01', json(200, { valid: false, name: '---', userError: 'INVALID' }));
  answers.set('BE0999999999', json(200, { valid: false, userError: 'MS_UNAVAILABLE' }));
  answers.set('IT01234567897', json(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }));
  answers.set('PL1234567890', json(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }));
  answers.set('SE123456789012', (response) => {
    // The shop's own id refused as the requester: asked again without it.
    const withRequester = received.at(-1)?.body.requesterNumber !== undefined;
    json(
      200,
      withRequester ? { valid: false, userError: 'INVALID_REQUESTER_INFO' } : { valid: true, name: 'AB' },
    )(response);
  });
  answers.set('DK12345678', (response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html>Bad gateway</html>');
  });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const check = (vatId: string, timeoutMs = 2_000) =>
  createViesClient({ baseUrl, requesterVatId: 'DE 123 456 789', timeoutMs }).check(parseVatId(vatId)!);

describe('the VIES client', () => {
  it('sends the prefix, the number and the shop as the requester, and takes a valid answer with its proof', async () => {
    expect(await check('ATU12345675')).toEqual({
      outcome: 'valid',
      traderName: 'Spiegelhaus Wien GmbH',
      requestIdentifier: 'WAPIAAAAZ1',
    });
    expect(received.at(-1)).toEqual({
      url: '/rest-api/check-vat-number',
      body: { countryCode: 'AT', vatNumber: 'U12345675', requesterMemberStateCode: 'DE', requesterNumber: '123456789' },
    });
  });

  it("checks the customer's id without the shop's own when VIES refuses the shop's as the requester", async () => {
    expect(await check('SE123456789012')).toEqual({
      outcome: 'valid',
      traderName: 'AB',
      requestIdentifier: '',
      requesterRefused: true,
    });
    expect(received.at(-1)!.body).toEqual({ countryCode: 'SE', vatNumber: '123456789012' });
  });

  it("keeps no name where the member state withholds it ('---')", async () => {
    expect(await check('FR40303265045')).toMatchObject({ outcome: 'valid', traderName: '' });
  });

  it('says invalid only when VIES says so', async () => {
    expect(await check('NL123456789B01')).toEqual({ outcome: 'invalid' });
    expect(await check('PL1234567890')).toEqual({ outcome: 'invalid' });
  });

  it('never judges the id when VIES or the member state does not answer', async () => {
    expect(await check('BE0999999999')).toEqual({ outcome: 'unavailable', reason: 'MS_UNAVAILABLE' });
    expect(await check('IT01234567897')).toEqual({ outcome: 'unavailable', reason: 'SERVICE_UNAVAILABLE' });
    expect(await check('DK12345678')).toEqual({ outcome: 'unavailable', reason: 'HTTP 502' });
    // The server takes the request and never answers.
    expect(await check('LU12345678', 200)).toEqual({ outcome: 'unavailable', reason: 'TimeoutError' });
    // Nothing listens there.
    const closed = createViesClient({ baseUrl: `http://127.0.0.1:${await freePort()}/rest-api`, requesterVatId: '' });
    expect((await closed.check(parseVatId('ATU12345675')!)).outcome).toBe('unavailable');
  });
});

describe('the VIES stand-in', () => {
  it('knows its demo companies, refuses other ids and has one member state that does not answer', async () => {
    const standIn = createViesStandIn();
    expect(await standIn.check(parseVatId('ATU12345675')!)).toMatchObject({
      outcome: 'valid',
      traderName: 'Spiegelhaus Wien GmbH',
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
    expect(await standIn.check(parseVatId('ATU99999999')!)).toEqual({ outcome: 'invalid' });
    expect((await standIn.check(parseVatId(standInUnavailableVatId)!)).outcome).toBe('unavailable');
  });
});
