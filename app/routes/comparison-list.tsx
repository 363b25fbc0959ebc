import { pageMeta } from '../lib/page-meta';
import { productPath } from '../../core/catalog/product-url';
import { AvailabilityBadge } from '../components/availability-badge';
import { CrossedPrice } from '../components/crossed-price';
import { LocalizedLink } from '../components/localized-link';
import { EmptyListState, PageErrorAlert } from '../components/page-notices';
import { EntryCartAction } from '../features/shopping-lists/entry-cart-action';
import { toggleListItem } from '../features/shopping-lists/list-action';
import { ListToggle } from '../features/shopping-lists/list-toggle';
import { formatMoney } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorMessage } from '../lib/api-error-message';
import { shopContext } from '../shop-context';
import { formMessage } from '../lib/form-result';
import type { Route } from './+types/comparison-list';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('comparison.title'),
  robots: 'noindex, follow',
}));

export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await context.get(shopContext).call('getComparisonList', {}) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return toggleListItem(context.get(shopContext), 'comparison', await request.formData(), '/comparisonlist');
}

/** Every name of a row (attribute or property) that any of the compared variations has, in order. */
function rowNames(lists: Array<Array<{ name: string }>>): string[] {
  return [...new Set(lists.flat().map((entry) => entry.name))];
}

/**
 * The comparison list: the chosen mirrors side by side (picture, price, availability, attributes,
 * properties). A real table with column headers, so a screen reader reads "Preis, Spiegel X".
 */
export default function ComparisonList({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const { entries } = loaderData;
  const failure =
    actionData && !actionData.ok ? apiErrorMessage(i18n, { ...formMessage(actionData), message: '' }) : null;
  const attributeNames = rowNames(entries.map((entry) => entry.attributes));
  const propertyNames = rowNames(entries.map((entry) => entry.properties));
  const cell = 'border-b border-slate-200 p-3 align-top';

  return (
    <>
      <h1 className="mb-6 text-3xl font-semibold">{t('comparison.title')}</h1>
      {failure ? <PageErrorAlert>{failure}</PageErrorAlert> : null}
      {entries.length === 0 ? (
        <EmptyListState message={t('comparison.empty')} />
      ) : (
        // The table scrolls sideways on a phone; a scrolling region must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- WCAG 2.1.1, axe scrollable-region-focusable
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('comparison.title')}>
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption className="sr-only">{t('comparison.caption', { count: entries.length })}</caption>
            <thead>
              <tr>
                <td className={cell} />
                {entries.map((entry) => (
                  <th key={entry.variationId} scope="col" className={`${cell} w-1/4 font-semibold`}>
                    {entry.image ? (
                      <img
                        src={entry.image.url}
                        width={160}
                        height={160}
                        alt=""
                        loading="lazy"
                        className="mb-2 size-40 rounded bg-slate-100"
                      />
                    ) : null}
                    <LocalizedLink
                      to={productPath(entry.urlPath, entry.itemId, entry.variationId)}
                      className="underline-offset-2 hover:underline"
                    >
                      {entry.name}
                    </LocalizedLink>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className={cell}>
                  {t('comparison.price')}
                </th>
                {entries.map((entry) => (
                  <td key={entry.variationId} className={cell}>
                    <span className="font-semibold">{formatMoney(entry.priceCents, entry.currency, locale)}</span>{' '}
                    <CrossedPrice cents={entry.crossedPriceCents} currency={entry.currency} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className={cell}>
                  {t('comparison.availability')}
                </th>
                {entries.map((entry) => (
                  <td key={entry.variationId} className={cell}>
                    <AvailabilityBadge
                      tone={entry.availability.tone}
                      name={entry.availability.name}
                      availabilityId={entry.availability.id}
                    />
                  </td>
                ))}
              </tr>
              {[
                ...attributeNames.map((name) => ['attributes', name] as const),
                ...propertyNames.map((name) => ['properties', name] as const),
              ].map(([kind, name]) => (
                <tr key={`${kind}-${name}`}>
                  <th scope="row" className={cell}>
                    {name}
                  </th>
                  {entries.map((entry) => (
                    <td key={entry.variationId} className={cell}>
                      {entry[kind].find((row) => row.name === name)?.value ?? '–'}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <td className={cell} />
                {entries.map((entry) => (
                  <td key={entry.variationId} className={`${cell} space-y-2`}>
                    <EntryCartAction compact entry={entry} />
                    <ListToggle list="comparison" variationId={entry.variationId} productName={entry.name} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
