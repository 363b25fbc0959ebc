import { pageMeta } from '../lib/page-meta';
import { useTranslation } from '../i18n/use-translation';
import type { RobotsPageKind } from '../../core/seo/robots';
import { staffPageSlugs } from '../../core/content/information-page-slugs';
import { formatDate } from '../../core/i18n/format';
import { useLocale } from '../i18n/use-locale';
import { throwRefusalPage } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import type { Route } from './+types/information-page';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>(({ loaderData }, { robotsOf }) => {
  const kind = loaderData ? robotsKindOfPage[loaderData.page.slug] : undefined;
  const staffOnly = (staffPageSlugs as readonly string[]).includes(loaderData?.page.slug ?? '');
  return {
    title: loaderData?.page.title,
    description: loaderData?.page.description,
    robots: staffOnly ? 'noindex, nofollow' : kind && robotsOf(kind),
  };
});

/** Information pages (spec §2): Impressum, Widerrufsbelehrung, Datenschutz, AGB, Versand, … */
export async function loader({ context, request }: Route.LoaderArgs) {
  // The route table registers one route per page; its slug is the last path segment.
  const slug =
    new URL(request.url).pathname
      .replace(/\.data$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '';
  try {
    return { page: await context.get(shopContext).call('getInformationPage', { slug }) };
  } catch (error) {
    throwRefusalPage(error, { notFound: [404] });
    throw error;
  }
}

/** Information pages that have their own robots setting (spec §3 SEO settings). */
const robotsKindOfPage: Record<string, RobotsPageKind | undefined> = {
  'legal-disclosure': 'legalDisclosure',
  'cancellation-rights': 'cancellationRights',
  'privacy-policy': 'privacyPolicy',
  'terms-and-conditions': 'termsAndConditions',
};

export default function InformationPage({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const updated = page.updated ? formatDate(page.updated, locale) : null;
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mb-2 text-3xl font-semibold">{page.title}</h1>
      {updated ? <p className="mb-8 text-sm text-slate-700">{t('pages.lastUpdated', { date: updated })}</p> : null}
      {/* Our own Markdown from content/pages, rendered on the server. */}
      <div className="prose-shop" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
