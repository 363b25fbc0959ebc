import type { Locale } from '../../core/i18n/locales';
import { mergeTranslations, type TranslationPart } from './translation-parts';

type Tree = Record<string, unknown>;
type PartLoader = () => Promise<{ default: Tree }>;

// One chunk per language and part (built by the translation-parts plugin in vite.config.ts).
const partLoaders: Record<Locale, Record<'core' | TranslationPart, PartLoader>> = {
  de: {
    core: () => import('virtual:translations/de-core'),
    account: () => import('virtual:translations/de-account'),
    checkout: () => import('virtual:translations/de-checkout'),
    forms: () => import('virtual:translations/de-forms'),
    consent: () => import('virtual:translations/de-consent'),
    pwa: () => import('virtual:translations/de-pwa'),
    reviews: () => import('virtual:translations/de-reviews'),
    editor: () => import('virtual:translations/de-editor'),
    delivery: () => import('virtual:translations/de-delivery'),
    offer: () => import('virtual:translations/de-offer'),
    staff: () => import('virtual:translations/de-staff'),
    vat: () => import('virtual:translations/de-vat'),
  },
  en: {
    core: () => import('virtual:translations/en-core'),
    account: () => import('virtual:translations/en-account'),
    checkout: () => import('virtual:translations/en-checkout'),
    forms: () => import('virtual:translations/en-forms'),
    consent: () => import('virtual:translations/en-consent'),
    pwa: () => import('virtual:translations/en-pwa'),
    reviews: () => import('virtual:translations/en-reviews'),
    editor: () => import('virtual:translations/en-editor'),
    delivery: () => import('virtual:translations/en-delivery'),
    offer: () => import('virtual:translations/en-offer'),
    staff: () => import('virtual:translations/en-staff'),
    vat: () => import('virtual:translations/en-vat'),
  },
};

/** The page's dictionary in the browser: core at first, parts merged in as pages need them. */
const dictionary: { locale: Locale; tree: Tree; loaded: Set<string> } = { locale: 'de', tree: {}, loaded: new Set() };

/** entry.client: core and the parts the server-rendered page named, before hydrating. */
export async function loadBrowserTranslations(locale: Locale, parts: TranslationPart[]): Promise<Tree> {
  dictionary.locale = locale;
  const [core, ...rest] = await Promise.all([
    partLoaders[locale].core(),
    ...parts.map((part) => partLoaders[locale][part]()),
  ]);
  dictionary.tree = core.default;
  rest.forEach((module, index) => {
    mergeTranslations(dictionary.tree, module.default);
    dictionary.loaded.add(parts[index]!);
  });
  return dictionary.tree;
}

/** Loads parts not loaded yet into the page's dictionary (client navigation to such a page). */
export async function ensureTranslationParts(parts: readonly TranslationPart[]): Promise<void> {
  const missing = parts.filter((part) => !dictionary.loaded.has(part));
  const modules = await Promise.all(missing.map((part) => partLoaders[dictionary.locale][part]()));
  modules.forEach((module, index) => {
    mergeTranslations(dictionary.tree, module.default);
    dictionary.loaded.add(missing[index]!);
  });
}

/** The parts a server-rendered page names on <html data-translation-parts="account checkout">. */
export function renderedTranslationParts(root: HTMLElement): TranslationPart[] {
  return (root.dataset.translationParts ?? '')
    .split(' ')
    .filter((part): part is TranslationPart => Object.hasOwn(partLoaders.de, part) && part !== 'core');
}
