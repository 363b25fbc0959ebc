import type { CallContext } from '../api/context';
import { mollieAmount } from '../adapters/mollie/mollie-amount';
import { cachedRead } from '../catalog/cached-read.server';
import { mollieMethods, type PaymentMethod } from './payment-methods';
import { cachedCountries } from '../shipping/shipping.server';
import { errorFields } from '../logger';

export const mollieLocale = (locale: 'de' | 'en') => (locale === 'de' ? 'de_DE' : 'en_US');

/**
 * The Mollie methods for an amount and a billing country: those the shop has switched on
 * (MOLLIE_METHODS) and Mollie offers for them (Klarna, say, not everywhere and not for every
 * amount). Read through the shared cache; when Mollie cannot be reached the checkout simply
 * offers the other methods, and says nothing is wrong with the order itself.
 */
export async function offeredMollieMethods(
  ctx: CallContext,
  amountCents: number,
  countryId: number,
): Promise<PaymentMethod[]> {
  const enabled = ctx.services.config.MOLLIE_METHODS;
  // A public shop without a Mollie key takes no Mollie payments (no sandbox for strangers).
  if (ctx.services.config.mollieMode === 'off' || enabled.length === 0 || amountCents <= 0) return [];
  const country = (await cachedCountries(ctx)).find((entry) => entry.id === countryId);
  const offered = await cachedRead(ctx, ['mollieMethods', amountCents, country?.isoCode2 ?? ''], async () => {
    try {
      const methods = await ctx.services.mollie.listMethods({
        amount: mollieAmount(amountCents, 'EUR'),
        locale: mollieLocale(ctx.locale),
        billingCountry: country?.isoCode2,
        // Apple Pay is paid on the checkout itself (apple-pay.tsx), so Mollie must be asked for it.
        ...(enabled.includes('applepay') ? { includeWallets: 'applepay' as const } : {}),
      });
      return methods.filter((method) => method.status === 'activated' || method.status === null).map((m) => m.id);
    } catch (error) {
      ctx.services.logger.warn('the Mollie methods could not be read', errorFields(error));
      return [];
    }
  });
  return mollieMethods.filter((method) => enabled.includes(method.paymentKey) && offered.includes(method.paymentKey));
}
