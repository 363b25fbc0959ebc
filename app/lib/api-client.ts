import type { Calls } from '../../core/call-registry.server';
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

/**
 * An answer a caller reads itself (the catalogue import's progress lines, app/staff/): asked for
 * with `accept`, and read by `read` when the server answers with that type.
 */
export interface AnswerReader {
  accept: string;
  read: (response: Response) => Promise<unknown>;
}

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

  async function send(name: string, input: unknown, method: 'GET' | 'POST', reader?: AnswerReader): Promise<unknown> {
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
        headers: {
          ...headers(),
          ...(method === 'POST' && !file ? { 'content-type': 'application/json' } : {}),
          ...(reader ? { accept: reader.accept } : {}),
        },
        body: method === 'POST' ? (file ? body : JSON.stringify(input ?? {})) : undefined,
      });
    } catch {
      throw new ApiClientError('connectionRefused', 0, 'The shop could not be reached.');
    }
    const token = response.headers.get('x-csrf-token');
    if (token) csrfToken = token;
    if (reader && response.headers.get('content-type')?.startsWith(reader.accept)) return reader.read(response);
    const body = (await response.json().catch(() => null)) as ({ data?: unknown } & ErrorBody) | null;
    if (!response.ok) throw toApiClientError(response.status, body);
    return body?.data ?? null;
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
      callOptions: { method?: 'GET' | 'POST'; quiet?: boolean; reader?: AnswerReader } = {},
    ): Promise<CallOutput<Calls[Name]>> {
      const method = callOptions.method ?? 'POST';
      loadingState.start();
      let failed = false;
      try {
        if (method === 'POST') await ensureCsrfToken();
        try {
          return (await send(name, input, method, callOptions.reader)) as CallOutput<Calls[Name]>;
        } catch (error) {
          // A token can go stale (e.g. a login in another tab rotated the session): refresh once.
          if (error instanceof ApiClientError && error.key === 'csrfTokenInvalid') {
            csrfToken = null;
            await ensureCsrfToken();
            return (await send(name, input, method, callOptions.reader)) as CallOutput<Calls[Name]>;
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
  };
}
