import type { VatIdAnswer, VatIdChecker, VatIdQuery } from './vat-id-checker';

/**
 * The EU's VIES over its REST API: `POST {base}/check-vat-number` with the member state's prefix
 * and the number, and the shop's own VAT id as the requester, so VIES answers with a consultation
 * number (requestIdentifier) that proves the check to a tax office.
 *
 * VIES answers `valid: true|false` when the member state answered. Busy or unreachable states come
 * as a `userError` or an `errorWrappers` entry (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, the
 * MAX_CONCURRENT_REQ pair …); those, a server error, a broken answer, a refused connection or no
 * answer within the time-out are 'unavailable' – never a verdict on the customer's id.
 * INVALID_INPUT is VIES refusing the id itself: 'invalid'.
 */

interface ViesAnswerJson {
  valid?: unknown;
  name?: unknown;
  requestIdentifier?: unknown;
  userError?: unknown;
  errorWrappers?: Array<{ error?: unknown }>;
}

/** VIES's placeholder for a name a member state does not share. */
const withheld = (name: unknown) => (typeof name === 'string' && name !== '---' ? name.trim() : '');

export function answerOfVies(status: number, body: unknown): VatIdAnswer {
  const json = (typeof body === 'object' && body !== null ? body : {}) as ViesAnswerJson;
  const error =
    (typeof json.userError === 'string' && json.userError !== 'VALID' && json.userError !== 'INVALID'
      ? json.userError
      : undefined) ?? json.errorWrappers?.find((wrapper) => typeof wrapper.error === 'string')?.error;
  if (error === 'INVALID_INPUT') return { outcome: 'invalid' };
  if (typeof error === 'string') return { outcome: 'unavailable', reason: error };
  if (status >= 200 && status < 300 && typeof json.valid === 'boolean') {
    if (!json.valid) return { outcome: 'invalid' };
    return {
      outcome: 'valid',
      traderName: withheld(json.name).slice(0, 200),
      requestIdentifier: typeof json.requestIdentifier === 'string' ? json.requestIdentifier.slice(0, 100) : '',
    };
  }
  return { outcome: 'unavailable', reason: `HTTP ${status}` };
}

export function createViesClient(options: {
  baseUrl: string;
  /** The shop's own VAT id (SHOP_VAT_ID): VIES then hands out a consultation number. */
  requesterVatId: string;
  timeoutMs?: number;
}): VatIdChecker {
  // The shop's own id as VIES wants it: DE 123 456 789 → DE, 123456789.
  const own = options.requesterVatId.toUpperCase().replace(/[\s.-]/g, '');
  const requester = /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(own) ? { prefix: own.slice(0, 2), number: own.slice(2) } : null;
  const url = `${options.baseUrl.replace(/\/$/, '')}/check-vat-number`;
  const ask = async (id: VatIdQuery, withRequester: boolean): Promise<VatIdAnswer> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          countryCode: id.prefix,
          vatNumber: id.number,
          ...(requester && withRequester
            ? { requesterMemberStateCode: requester.prefix, requesterNumber: requester.number }
            : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
      const body: unknown = await response.json().catch(() => null);
      return answerOfVies(response.status, body);
    } catch (error) {
      return { outcome: 'unavailable', reason: error instanceof Error ? error.name : 'network' };
    }
  };
  return {
    mode: 'vies',
    async check(id: VatIdQuery): Promise<VatIdAnswer> {
      const answer = await ask(id, true);
      // The shop's own id refused as the requester (SHOP_VAT_ID unset or wrong): the customer's id
      // is still checked, without a consultation number; the caller logs the reason.
      if (answer.outcome === 'unavailable' && answer.reason === 'INVALID_REQUESTER_INFO' && requester) {
        const plain = await ask(id, false);
        return plain.outcome === 'valid' ? { ...plain, requesterRefused: true } : plain;
      }
      return answer;
    },
  };
}
