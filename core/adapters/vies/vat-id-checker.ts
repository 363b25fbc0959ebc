/**
 * What VIES says about a VAT id (issue 39). 'unavailable' is VIES or the member state's service not
 * answering (busy, down, timed out): nothing is known, the id is asked about again later.
 */
export type VatIdAnswer =
  | {
      outcome: 'valid';
      /** The registered name, where the member state shares it ('' otherwise). */
      traderName: string;
      /** VIES's consultation number for this check ('' without one): the proof of the check. */
      requestIdentifier: string;
      /** VIES refused the shop's own VAT id as the requester (SHOP_VAT_ID is wrong): no proof number. */
      requesterRefused?: true;
    }
  | { outcome: 'invalid' }
  | { outcome: 'unavailable'; reason: string };

/** The id asked about: whole (ATU12345678), and split into the member state's prefix and the number. */
export interface VatIdQuery {
  vatId: string;
  prefix: string;
  number: string;
}

export interface VatIdChecker {
  /** VIES itself or the built-in stand-in (local shops and tests). */
  readonly mode: 'vies' | 'standin';
  check(id: VatIdQuery): Promise<VatIdAnswer>;
}
