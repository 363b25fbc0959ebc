import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { progressAnswer } from './progress-answer';

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('a call with progress', () => {
  /** An NDJSON answer whose lines come in the chunks given (a line may be split between two). */
  const linesResponse = (chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } },
    );
  const client = (answer: Response) => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/getSession')) return jsonResponse(200, { data: {} }, { 'x-csrf-token': 't' });
      expect(init?.headers).toMatchObject({ accept: 'application/x-ndjson', 'x-csrf-token': 't' });
      return answer;
    });
    return createApiClient({ fetch: fetchMock as typeof fetch, locale: () => 'de' });
  };

  it('hands each progress line on as it comes and answers the result of the last line', async () => {
    const seen: number[] = [];
    const answer = linesResponse([
      '{"progress":{"stage":"check","done":0,"total":1000}}\n{"progress":{"stage":"check",',
      '"done":500,"total":1000}}\n',
      '{"progress":{"stage":"check","done":1000,"total":1000}}\n{"data":{"created":1000}}\n',
    ]);
    const result = await client(answer).call(
      'getInit',
      {},
      { quiet: true, reader: progressAnswer((progress) => seen.push(progress.done)) },
    );
    expect(seen).toEqual([0, 500, 1000]);
    expect(result).toEqual({ created: 1000 });
  });

  it('throws a failure in the last line, a plain JSON refusal, and an answer that broke off', async () => {
    const failed = linesResponse([
      '{"progress":{"stage":"store","done":0,"total":5}}\n{"error":{"key":"unknownError","message":"x"},"status":500}\n',
    ]);
    await expect(
      client(failed).call('getInit', {}, { quiet: true, reader: progressAnswer(() => {}) }),
    ).rejects.toMatchObject({
      key: 'unknownError',
      code: 500,
    });
    const refused = jsonResponse(403, { error: { key: 'forbidden', code: 403, message: 'no' } });
    await expect(
      client(refused).call('getInit', {}, { quiet: true, reader: progressAnswer(() => {}) }),
    ).rejects.toMatchObject({ key: 'forbidden' });
    const cut = linesResponse(['{"progress":{"stage":"check","done":0,"total":5}}\n']);
    await expect(
      client(cut).call('getInit', {}, { quiet: true, reader: progressAnswer(() => {}) }),
    ).rejects.toMatchObject({
      key: 'connectionRefused',
    });
  });
});
