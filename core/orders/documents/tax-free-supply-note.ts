import type { Locale } from '../../i18n/locales';
import { shopText } from '../../i18n/shop-texts';
import type { SellerDetails } from './pdf-writer.server';

/**
 * The sentence a document of a tax-free intra-community supply needs (§ 14a (3) UStG): that the
 * delivery is tax-free, that the buyer owes the VAT (reverse charge), and both parties' VAT ids.
 */
export function taxFreeSupplyNote(locale: Locale, buyerVatId: string, seller: Pick<SellerDetails, 'SHOP_VAT_ID'>) {
  return shopText(locale, 'documents.taxFreeSupply', { buyerVatId, sellerVatId: seller.SHOP_VAT_ID });
}
