import type { CallContext } from '../api/context';
import type { addresses } from '../db/customer-schema';
import { cachedCountries } from '../shipping/shipping.server';
import { checkVatId } from './vat-id-checks.server';
import { intraCommunityVatId } from './vat-id';

/**
 * How the checkout's order is taxed (issue 39). A business customer from another EU country whose
 * VAT id VIES confirms, with goods leaving Germany for the EU, buys tax-free (an intra-community
 * supply, § 4 Nr. 1b and § 6a UStG: the buyer owes the VAT in their country – reverse charge).
 * When VIES does not answer, the order is still tax-free and goes through; the id is checked again
 * every hour and the order is not shipped before VIES confirms it (the staff see it). An id VIES
 * calls invalid, a German id, or goods staying in Germany: German VAT as for everyone.
 */
export type CheckoutVat =
  | {
      treatment: 'domestic';
      /** The billing address's VAT id VIES calls invalid (the checkout says so), else null. */
      refusedVatId: string | null;
      /**
       * Why an id that could make the order tax-free does not: no company in the billing address,
       * or too many ids checked from this client this hour. Absent otherwise.
       */
      notChecked?: 'companyRequired' | 'tooManyChecks';
      vatId?: string;
    }
  | {
      treatment: 'intraCommunitySupply';
      vatId: string;
      /** False while VIES has not answered (the order is rechecked before it is shipped). */
      confirmed: boolean;
      /** ISO time of the check (kept as text: it travels in a payment's order snapshot). */
      checkedAt: string;
      requestIdentifier: string;
      /** The name VIES has for the id ('' where the member state withholds it), for the staff. */
      traderName: string;
    };

export const domesticVat: CheckoutVat = { treatment: 'domestic', refusedVatId: null };

export async function checkoutVatOf(
  ctx: CallContext,
  billingAddress: Pick<typeof addresses.$inferSelect, 'vatNumber' | 'companyName'> | null,
  deliveryCountryId: number | undefined,
): Promise<CheckoutVat> {
  if (!billingAddress?.vatNumber || deliveryCountryId === undefined) return domesticVat;
  const country = (await cachedCountries(ctx)).find((candidate) => candidate.id === deliveryCountryId);
  const id = intraCommunityVatId(billingAddress.vatNumber, country?.isoCode2 ?? null);
  if (!id) return domesticVat;
  // A VAT id is a business's: the invoice goes to the company it names (§ 14a UStG).
  if (!billingAddress.companyName.trim()) {
    return { treatment: 'domestic', refusedVatId: null, notChecked: 'companyRequired', vatId: id.vatId };
  }
  const check = await checkVatId(ctx.services, id, { client: ctx.hints.clientIp });
  if (check === 'overLimit') {
    return { treatment: 'domestic', refusedVatId: null, notChecked: 'tooManyChecks', vatId: id.vatId };
  }
  if (check.outcome === 'invalid') return { treatment: 'domestic', refusedVatId: id.vatId };
  return {
    treatment: 'intraCommunitySupply',
    vatId: id.vatId,
    confirmed: check.outcome === 'valid',
    checkedAt: check.checkedAt.toISOString(),
    requestIdentifier: check.requestIdentifier,
    traderName: check.traderName,
  };
}

/** What the checkout page says about it (the check's proof stays on the server). */
export function vatNoticeOf(vat: CheckoutVat) {
  return vat.treatment === 'domestic'
    ? {
        treatment: vat.treatment,
        refusedVatId: vat.refusedVatId,
        ...(vat.notChecked ? { notChecked: vat.notChecked, vatId: vat.vatId } : {}),
      }
    : { treatment: vat.treatment, vatId: vat.vatId, confirmed: vat.confirmed };
}
