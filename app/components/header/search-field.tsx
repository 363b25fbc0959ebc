import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { SearchIcon } from '../icons';

/** A plain GET form to /search?term=…: works without JavaScript, keeps the language. */
export function SearchField({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const { pathname, search } = useLocation();
  const id = useId();
  const currentTerm = pathname.endsWith('/search') ? (new URLSearchParams(search).get('term') ?? '') : '';
  return (
    <form role="search" action={localize('/search')} method="get" className={className}>
      <label htmlFor={id} className="sr-only">
        {t('header.search.label')}
      </label>
      <input
        id={id}
        name="term"
        type="search"
        defaultValue={currentTerm}
        maxLength={200}
        placeholder={t('header.search.placeholder')}
        className="min-w-0 flex-1 rounded-l-md border border-slate-400 px-3 py-2 text-base"
      />
      <button type="submit" className="rounded-r-md bg-primary-700 px-3 text-white hover:bg-primary-800">
        <SearchIcon />
        <span className="sr-only">{t('header.search.submit')}</span>
      </button>
    </form>
  );
}
