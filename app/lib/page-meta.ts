import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { localizePath, locales, splitLocalePath, type Locale } from '../../core/i18n/locales';
import { robotsMetaContent, type RobotsPageKind } from '../../core/seo/robots';
import type { Translator } from '../../core/i18n/translator';
import type { HomepageDetails } from '../../core/content/pages/page-settings';
import { translatorOf } from '../i18n/meta-translators';
import { pageHref } from './pagination';
import { errorPageTitle } from './error-page-texts';

/** What a page says about itself in <head>. */
export interface PageHead {
  title?: string;
  description?: string;
  robots?: string;
  /** The page's path (without prefix) in each language, when it differs by language (e.g. slugs). */
  alternates?: Partial<Record<Locale, string>>;
  /** Meta keywords (pages whose editor gave some). */
  keywords?: string;
  /** The editor's canonical link: a path of this shop (in the page's language) or an absolute URL. */
  canonical?: string;
  /** A list's page and page count: rel=prev/next links to its neighbours. */
  pagination?: { page: number; pageCount: number };
}

/** The part of React Router's meta arguments the shop's pages use. */
interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  error?: unknown;
}

interface RootHeadData {
  publicUrl: string;
  robots: Partial<Record<RobotsPageKind, string>>;
  /** The home page's name and SEO texts in the page's language (the editor's page settings). */
  homepage?: HomepageDetails;
}

export interface HeadTools {
  t: Translator['t'];
  locale: Locale;
  /** The robots meta content the shop's SEO settings give a kind of page (none for ALL). */
  robotsOf(kind: RobotsPageKind): string | undefined;
  /** The shell's head data (the home page's settings among them). */
  root: RootHeadData | undefined;
}

/**
 * A route's `meta` export (React Router renders it in root's <head>, on the server and in the
 * browser alike): title, description, robots, canonical and hreflang links. The canonical URL of
 * German pages is the unprefixed one; /de/… points there too. The route describes its page from
 * its loader data; routes with an error boundary also describe the error page.
 */
export function pageMeta<Args extends MetaArgsLike>(describe: (args: Args, tools: HeadTools) => PageHead) {
  return (args: Args): MetaDescriptor[] => {
    const { locale } = splitLocalePath(args.location.pathname);
    const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootHeadData | undefined;
    const tools: HeadTools = {
      t: translatorOf(locale).t,
      locale,
      robotsOf: (kind) => robotsMetaContent(root?.robots[kind]),
      root,
    };
    // React Router passes `error: null` to pages without one. An error page names itself and stays
    // out of search engines; it links no canonical or language versions of an address that failed.
    if (args.error != null) return metaTags(errorHead(args.error, tools), tools.t);
    const head = describe(args, tools);
    return [...metaTags(head, tools.t), ...linkTags(head, args.location, locale, root?.publicUrl ?? '')];
  };
}

/** For layouts: the error page's head when their boundary shows one, else the shop's default. */
export const layoutMeta = pageMeta(() => ({}));

function errorHead(error: unknown, { t }: HeadTools): PageHead {
  return {
    title: errorPageTitle(isRouteErrorResponse(error) ? error.status : 500, t),
    robots: 'noindex',
  };
}

function metaTags(head: PageHead, t: Translator['t']): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [
    { title: head.title ? `${head.title} | ${t('meta.siteName')}` : t('meta.defaultTitle') },
    { name: 'description', content: head.description ?? t('meta.defaultDescription') },
  ];
  if (head.keywords) descriptors.push({ name: 'keywords', content: head.keywords });
  if (head.robots) descriptors.push({ name: 'robots', content: head.robots });
  return descriptors;
}

function linkTags(
  head: PageHead,
  location: MetaArgsLike['location'],
  locale: Locale,
  origin: string,
): MetaDescriptor[] {
  const { path: currentPath } = splitLocalePath(location.pathname);
  const pathIn = (target: Locale) => head.alternates?.[target] ?? currentPath;
  const canonical = head.canonical
    ? /^https?:\/\//i.test(head.canonical)
      ? head.canonical
      : origin + localizePath(head.canonical, locale)
    : origin + localizePath(pathIn(locale), locale);
  const descriptors: MetaDescriptor[] = [{ tagName: 'link', rel: 'canonical', href: canonical }];
  for (const target of locales) {
    if (head.alternates && !head.alternates[target]) continue;
    descriptors.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: target,
      href: origin + localizePath(pathIn(target), target),
    });
  }
  descriptors.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: origin + localizePath(pathIn('de'), 'de'),
  });
  if (head.pagination) {
    const { page, pageCount } = head.pagination;
    if (page > 1) descriptors.push({ tagName: 'link', rel: 'prev', href: pageHref(location, page - 1) });
    if (page < pageCount) descriptors.push({ tagName: 'link', rel: 'next', href: pageHref(location, page + 1) });
  }
  return descriptors;
}
