import type { manufacturers } from '../db/catalog-schema';
import type { Locale } from '../i18n/locales';
import { countryName } from './countries';

/** The maker with its countries by name in the page's language (the codes' names stay on the server). */
export function makerAsShown(maker: typeof manufacturers.$inferSelect | null, locale: Locale) {
  if (!maker) return null;
  const { responsiblePerson } = maker;
  return {
    ...maker,
    country: countryName(maker.country, locale),
    responsiblePerson: responsiblePerson
      ? { ...responsiblePerson, country: countryName(responsiblePerson.country, locale) }
      : null,
  };
}
