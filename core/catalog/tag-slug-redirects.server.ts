import { and, eq } from 'drizzle-orm';
import { tagSlugRedirects, tags } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import type { Locale } from '../i18n/locales';

/**
 * The address of today of a tag page whose slug changed (issue 37): a former slug in the language
 * names its tag (tag_slug_redirects, kept by the back office's doSaveTag), and the page answers
 * 301 to the tag's current slug. A slug a tag has now never has a redirect, so this is asked only
 * when no tag has the slug.
 */
export async function movedTagPath(db: Database, slug: string, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ slugs: tags.slugs })
    .from(tagSlugRedirects)
    .innerJoin(tags, eq(tags.id, tagSlugRedirects.tagId))
    .where(and(eq(tagSlugRedirects.lang, locale), eq(tagSlugRedirects.slug, slug)));
  const current = row?.slugs[locale];
  return current && current !== slug ? `/tag/${current}` : null;
}
