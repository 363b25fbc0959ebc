import type { VatIdAnswer, VatIdChecker, VatIdQuery } from './vat-id-checker';

/**
 * The built-in stand-in for VIES (a local shop, tests): it behaves like VIES for a few demo
 * companies – a registered id is valid with its name and a consultation number, any other id of
 * the right format invalid – and one Belgian id whose member state "does not answer", so the
 * recheck of an unconfirmed order can be seen (README lists them).
 */
export const standInRegister: Readonly<Record<string, string>> = {
  ATU12345675: 'Spiegelhaus Wien GmbH',
  FR40303265045: 'Miroiterie Lumière SARL',
  NL123456789B01: 'Spiegelgroothandel Utrecht B.V.',
  IT01234567897: 'Specchi Milano S.r.l.',
  DE123456789: 'Spiegelshop GmbH',
};

/** The demo id whose member state never answers in the stand-in. */
export const standInUnavailableVatId = 'BE0999999999';

export function createViesStandIn(): VatIdChecker {
  let consultation = 0;
  return {
    mode: 'standin',
    async check(id: VatIdQuery): Promise<VatIdAnswer> {
      if (id.vatId === standInUnavailableVatId) return { outcome: 'unavailable', reason: 'MS_UNAVAILABLE' };
      const traderName = standInRegister[id.vatId];
      if (traderName === undefined) return { outcome: 'invalid' };
      consultation += 1;
      return { outcome: 'valid', traderName, requestIdentifier: `WAPIAAAA${String(consultation).padStart(8, '0')}` };
    },
  };
}
