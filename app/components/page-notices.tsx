import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LocalizedLink } from './localized-link';

/** A refusal at the top of a page (cart, wishlist, comparison), announced at once. */
export function PageErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      {children}
    </p>
  );
}

/** An empty list page: what is missing, and the way back to the mirrors (plus any further links). */
export function EmptyListState({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-slate-200 p-8 text-center">
      <p className="text-lg">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/alle-spiegel" className="button-primary">
          {t('cart.browse')}
        </LocalizedLink>
        {children}
      </div>
    </div>
  );
}
