/**
 * Errors a call answers with. `key` is translated in the browser as `storefrontError.<key>`
 * (spec §8 "General"); `code` is the HTTP status unless a call gives a more specific one.
 */
export interface FieldProblem {
  /** Dotted path of the offending field, e.g. "address.zipCode"; "" for the whole body. */
  field: string;
  code: string;
  message: string;
}

export interface ApiEvent {
  type: string;
  [detail: string]: unknown;
}

// The server bundle and the React Router build each hold a copy of this class, so `instanceof`
// fails across them; a registered symbol marks every ApiError instead.
const apiErrorBrand = Symbol.for('spiegelshop.ApiError');

export class ApiError extends Error {
  readonly [apiErrorBrand] = true;
  readonly status: number;
  readonly key: string;
  readonly code: number | string;
  readonly causes: FieldProblem[];
  readonly events: ApiEvent[];
  /** Values for the message's placeholders, e.g. { stock: 3 } for "only {{stock}} left". */
  readonly values: Record<string, string | number>;

  constructor(options: {
    status: number;
    key: string;
    message?: string;
    code?: number | string;
    cause?: FieldProblem[];
    events?: ApiEvent[];
    values?: Record<string, string | number>;
  }) {
    super(options.message ?? options.key);
    this.name = 'ApiError';
    this.status = options.status;
    this.key = options.key;
    this.code = options.code ?? options.status;
    this.causes = options.cause ?? [];
    this.events = options.events ?? [];
    this.values = options.values ?? {};
  }
}

/** Keys of the transport's own errors (each has a storefrontError.<key> translation). */
export const transportErrorKeys = [
  'unknownCall',
  'validation',
  'csrfTokenInvalid',
  'methodNotAllowed',
  'payloadTooLarge',
  'unsupportedMediaType',
  'unauthorized',
  'forbidden',
  'notFound',
  'tooManyRequests',
  'unknownError',
] as const;

/** True for an ApiError from either bundle (use this, not instanceof). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[apiErrorBrand] === true;
}
