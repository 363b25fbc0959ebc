import 'i18next';
import type { Translations } from './resources';

// Typed keys: t('header.cart') is checked against de.json at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translations };
    returnNull: false;
  }
}
