import type { Calls } from '../../core/call-registry.server';
import type { CallProgress } from '../../core/api/context';
import type { ApiEvent, FieldProblem } from '../../core/api/errors';
import type { CallInput, CallOutput } from '../../core/api/registry';
import type { Locale } from '../../core/i18n/locales';
import { loadingState } from './loading-state';

/**
 * The browser's typed client of the BFF (DESIGN §2). It sends the spec's headers, keeps the CSRF
 * token the server hands out, and turns failures into ApiClientError (spec §8 "General").
 */
export class ApiClientError extends Error {
  constructor(
    readonly key: string,
    readonly code: number | string,
    message: string,
    readonly causes: FieldProblem[] = [],
    readonly events: ApiEvent[] = [],
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

type CallName = keyof Calls & string;
type InputOf<Name extends CallName> = CallInput<Calls[Name]>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The page's language, sent as the `locale` header. */
  locale: () => Locale;
  /** The page's query string, for the ReferrerID and noCache hints. */
  search?: () => string;
  /** Runs when a call fails, e.g. to show a notification. */
  onError?: (error: ApiClientError) => void;
}

interface ErrorBody {
  data?: { key?: string };
  error?: {
    key?: string;
    code?: number | string;
    message?: string;
    cause?: FieldProblem[];
    values?: Record<string, string | number>;
  };
  errorMessage?: string;
  events?: ApiEvent[];
}

/** Spec §8: key from the response, else customError when it has an errorMessage, else unknownError. */
export function toApiClientError(status: number, body: ErrorBody | null): ApiClientError {
  const key = body?.error?.key ?? body?.data?.key ?? (body?.errorMessage ? 'customError' : 'unknownError');
  const message = body?.error?.message ?? body?.errorMessage ?? `HTTP ${status}`;
  return new ApiClientError(
    key,
    body?.error?.code ?? status,
    message,
    body?.error?.cause ?? [],
    body?.events ?? [],
    body?.error?.values ?? {},
  );
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let csrfToken: string | null = null;

  function headers(): Record<string, string> {
    const query = new URLSearchParams(options.search?.() ?? '');
    const result: Record<string, string> = { locale: options.locale() };
    if (csrfToken) result['x-csrf-token'] = csrfToken;
    const referrerId = query.get('ReferrerID');
    if (referrerId) result.referrerID = referrerId;
    if (query.has('noCache')) result.noCache = query.get('noCache') || '1';
    return result;
  }

  async function send(name: string, input: unknown, method: 'GET' | 'POST'): Promise<unknown> {
    const url =
      method === 'GET'
        ? `${baseUrl}/${name}?body=${encodeURIComponent(JSON.stringify(input ?? {}))}&_=${Date.now().toString(36)}`
        : `${baseUrl}/${name}`;
    let response: Response;
    try {
      // A file goes as multipart (the upload calls); everything else as JSON.
      const file = input instanceof File ? input : null;
      const body = new FormData();
      if (file) body.append('file', file);
      response = await doFetch(url, {
        method,
        credentials: 'same-origin',
        headers: method === 'POST' && !file ? { ...headers(), 'content-type': 'application/json' } : headers(),
        body: method === 'POST' ? (file ? body : JSON.stringify(input ?? {})) : undefined,
      });
    } catch {
      throw new ApiClientError('connectionRefused', 0, 'The shop could not be reached.');
    }
    const token = response.headers.get('x-csrf-token');
    if (token) csrfToken = token;
    const body = (await response.json().catch(() => null)) as ({ data?: unknown } & ErrorBody) | null;
    if (!response.ok) throw toApiClientError(response.status, body);
    return body?.data ?? null;
  }

  /**
   * A long call's answer read as it comes (`Accept: application/x-ndjson`, server/progress-lines.ts):
   * each progress line goes to `onProgress`, the last line is the result or the failure. A call
   * that reports nothing (or a refusal before the work) answers with plain JSON, read as always.
   */
  async function sendWithProgress(name: string, input: unknown, onProgress: (progress: CallProgress) => void) {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/${name}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...headers(), 'content-type': 'application/json', accept: 'application/x-ndjson' },
        body: JSON.stringify(input ?? {}),
      });
    } catch {
      throw new ApiClientError('connectionRefused', 0, 'The shop could not be reached.');
    }
    const token = response.headers.get('x-csrf-token');
    if (token) csrfToken = token;
    if (!(response.headers.get('content-type') ?? '').startsWith('application/x-ndjson') || !response.body) {
      const body = (await response.json().catch(() => null)) as ({ data?: unknown } & ErrorBody) | null;
      if (!response.ok) throw toApiClientError(response.status, body);
      return body?.data ?? null;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new ApiClientError('connectionRefused', 0, 'The answer broke off.');
      });
      buffered += value ?? '';
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines.filter((entry) => entry.trim() !== '')) {
        const parsed = JSON.parse(line) as { progress?: CallProgress; data?: unknown; status?: number } & ErrorBody;
        if (parsed.progress) onProgress(parsed.progress);
        else if (parsed.error) throw toApiClientError(parsed.status ?? 500, parsed);
        else if ('data' in parsed) return parsed.data ?? null;
      }
      if (done) throw new ApiClientError('connectionRefused', 0, 'The answer broke off.');
    }
  }

  async function ensureCsrfToken() {
    if (!csrfToken) await send('getSession', {}, 'GET');
  }

  return {
    setCsrfToken(token: string | null) {
      if (token) csrfToken = token;
    },
    /** Reads with GET (cacheable by the browser's rules), changes with POST and the CSRF token. */
    async call<Name extends CallName>(
      name: Name,
      input?: InputOf<Name> | (InputOf<Name> extends { bytes: Uint8Array } ? File : never),
      /** `quiet`: the caller shows the failure itself (no general error notification). */
      callOptions: { method?: 'GET' | 'POST'; quiet?: boolean } = {},
    ): Promise<CallOutput<Calls[Name]>> {
      const method = callOptions.method ?? 'POST';
      loadingState.start();
      let failed = false;
      try {
        if (method === 'POST') await ensureCsrfToken();
        try {
          return (await send(name, input, method)) as CallOutput<Calls[Name]>;
        } catch (error) {
          // A token can go stale (e.g. a login in another tab rotated the session): refresh once.
          if (error instanceof ApiClientError && error.key === 'csrfTokenInvalid') {
            csrfToken = null;
            await ensureCsrfToken();
            return (await send(name, input, method)) as CallOutput<Calls[Name]>;
          }
          throw error;
        }
      } catch (error) {
        failed = true;
        const clientError =
          error instanceof ApiClientError ? error : new ApiClientError('unknownError', 0, String(error));
        if (!callOptions.quiet) options.onError?.(clientError);
        throw clientError;
      } finally {
        loadingState.finish({ failed });
      }
    },
    /** A change whose progress the page shows (the catalogue import); failures are the caller's to show. */
    async callWithProgress<Name extends CallName>(
      name: Name,
      input: InputOf<Name>,
      onProgress: (progress: CallProgress) => void,
    ): Promise<CallOutput<Calls[Name]>> {
      await ensureCsrfToken();
      try {
        return (await sendWithProgress(name, input, onProgress)) as CallOutput<Calls[Name]>;
      } catch (error) {
        if (!(error instanceof ApiClientError) || error.key !== 'csrfTokenInvalid') throw error;
        csrfToken = null;
        await ensureCsrfToken();
        return (await sendWithProgress(name, input, onProgress)) as CallOutput<Calls[Name]>;
      }
    },
  };
}
