import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { categoryPathRedirects } from '../db/schema';
import type { Locale } from '../i18n/locales';

/*
 * The paths a page had before its slug (or parent) changed (issue 18): the editor's page settings
 * keep them (core/content/pages/page-management.server.ts), the catalog answers them with a 301.
 */

/** The page that used to live at a path (a slug changed since): its id, or null. */
export async function findMovedPage(db: Database, locale: Locale, path: string): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: categoryPathRedirects.categoryId })
    .from(categoryPathRedirects)
    .where(and(eq(categoryPathRedirects.lang, locale), eq(categoryPathRedirects.path, path)));
  return row?.categoryId ?? null;
}
