import type { ReactNode } from 'react';
import type { TranslationKey } from '../../../core/i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { CatalogueLinks } from './catalogue-links';

/**
 * The manufacturers' and the tags' pages (issue 37): the heading that names the page, the links
 * to the catalogue's other areas, the intro, and the action's answer above the list – what was
 * done (announced as a status) or why it was refused (an alert), in the page's words.
 */
export function MasterDataPage({
  titleId,
  title,
  intro,
  done,
  refused,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  done: string | null;
  refused: { key: string; values: Record<string, string | number> } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <CatalogueLinks />
      <p className="text-slate-700">{intro}</p>
      {done ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {done}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {t(`storefrontError.${refused.key}` as TranslationKey, refused.values)}
        </p>
      ) : null}
      {children}
    </section>
  );
}
