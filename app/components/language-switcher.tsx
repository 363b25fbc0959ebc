import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { languageCookie, localizePath, locales, type Locale } from '../../core/i18n/locales';
import { useLocale } from '../i18n/use-locale';
import { pathInLanguage, usePageAlternates } from '../lib/page-alternates';

/** Remembers the choice for 365 days (spec §9); it also tells the BFF the language of later calls. */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${languageCookie.name}=${locale}; path=/; max-age=${languageCookie.maxAgeSeconds}; samesite=lax`;
}

/**
 * Links to the same page in the other language, keeping the query: a page whose path differs per
 * language (a category, a product, a tag) goes to its path there. It is a full page load on
 * purpose: the new language's texts, the cart and the category names all come fresh.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const alternates = usePageAlternates();
  return (
    <nav aria-label={t('language.label')} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {locales.map((target) => {
          const current = target === locale;
          // German is served without prefix; a shopper on /de/… keeps the /de style.
          const href = localizePath(pathInLanguage(location, alternates, target), target, {
            germanPrefix: location.pathname.startsWith('/de'),
          });
          return (
            // On small screens only the other language is offered, to keep the header on one line.
            <li key={target} className={current ? 'hidden sm:block' : undefined}>
              {current ? (
                <span aria-current="true" className="rounded px-2 py-1 font-semibold uppercase text-primary-800">
                  <span className="sr-only">{t('language.current', { language: t(`language.${target}`) })}</span>
                  <span aria-hidden="true">{target}</span>
                </span>
              ) : (
                <a
                  href={href}
                  hrefLang={target}
                  onClick={() => rememberLanguage(target)}
                  className="rounded px-2 py-1 uppercase text-slate-700 underline-offset-2 hover:underline"
                >
                  <span className="sr-only">{t('language.switchTo', { language: t(`language.${target}`) })}</span>
                  <span aria-hidden="true">{target}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
