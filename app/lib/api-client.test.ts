import { describe, expect, it, vi } from 'vitest';
import { createApiClient, toApiClientError } from './api-client';
import { createNotificationStore } from './notification-store';
import { apiErrorMessage, showApiError } from './api-error-message';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('toApiClientError', () => {
  it('takes key, code, message and cause from the error body', () => {
    const error = toApiClientError(400, {
      error: {
        key: 'validation',
        code: 400,
        message: 'Ungültig',
        cause: [{ field: 'email', code: 'invalid', message: 'x' }],
      },
      events: [{ type: 'AfterBasketChanged' }],
    });
    expect(error).toMatchObject({ key: 'validation', code: 400, message: 'Ungültig' });
    expect(error.causes).toHaveLength(1);
    expect(error.events).toEqual([{ type: 'AfterBasketChanged' }]);
  });

  it('falls back to customError when only an errorMessage exists, else unknownError with the status', () => {
    expect(toApiClientError(502, { errorMessage: 'upstream' }).key).toBe('customError');
    expect(toApiClientError(500, null)).toMatchObject({ key: 'unknownError', code: 500 });
  });
});

describe('api client', () => {
  it('fetches a CSRF token before the first change and sends the spec headers', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/getSession')) return jsonResponse(200, { data: {} }, { 'x-csrf-token': 'token-1' });
      expect(init?.method).toBe('POST');
      expect(init?.headers).toMatchObject({
        'x-csrf-token': 'token-1',
        locale: 'en',
        referrerID: '42',
        'content-type': 'application/json',
      });
      return jsonResponse(200, { data: { ok: true } });
    });
    const client = createApiClient({
      fetch: fetchMock as typeof fetch,
      locale: () => 'en',
      search: () => '?ReferrerID=42',
    });
    // A write call as far as the client is concerned; the server decides what it does.
    await expect(client.call('getInit', {})).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends reads as GET with the body in the query', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toMatch(/^\/api\/getInit\?body=%7B%7D&_=/);
      return jsonResponse(200, { data: 1 });
    });
    const client = createApiClient({ fetch: fetchMock as typeof fetch, locale: () => 'de' });
    await expect(client.call('getInit', {}, { method: 'GET' })).resolves.toBe(1);
  });

  it('reports a failure once and throws it', async () => {
    const onError = vi.fn();
    const fetchMock = vi.fn(async () =>
      jsonResponse(404, { error: { key: 'unknownCall', code: 404, message: 'nope' } }),
    );
    const client = createApiClient({ fetch: fetchMock as typeof fetch, locale: () => 'de', onError });
    await expect(client.call('getInit', {}, { method: 'GET' })).rejects.toMatchObject({ key: 'unknownCall' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('turns a refused connection into connectionRefused', async () => {
    const client = createApiClient({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      locale: () => 'de',
    });
    await expect(client.call('getInit', {}, { method: 'GET' })).rejects.toMatchObject({ key: 'connectionRefused' });
  });
});

describe('apiErrorMessage', () => {
  const i18n = {
    exists: (key: string) => key === 'storefrontError.validation' || key === 'storefrontError.unknownError',
    t: (key: string) => `T(${key})`,
  };
  it('shows the translation of the key when there is one', () => {
    expect(apiErrorMessage(i18n as never, { key: 'validation', message: 'raw' })).toBe('T(storefrontError.validation)');
  });
  it('shows the raw message for a key without translation', () => {
    expect(apiErrorMessage(i18n as never, { key: 'somethingNew', message: 'raw message' })).toBe('raw message');
  });
  it('shows the unknown-error text for unknown errors', () => {
    expect(apiErrorMessage(i18n as never, { key: 'unknownError', message: 'HTTP 500' })).toBe(
      'T(storefrontError.unknownError)',
    );
  });
});

describe('showApiError', () => {
  it('shows a failed call as a persistent negative notification in the shopper’s language', () => {
    const store = createNotificationStore();
    const i18n = { exists: () => true, t: () => 'Ihre Sitzung ist abgelaufen.' };
    showApiError(i18n as never, { key: 'csrfTokenInvalid', message: 'Missing or wrong CSRF token.' }, store);
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'negative', persist: true, message: 'Ihre Sitzung ist abgelaufen.' }),
    ]);
  });
});
