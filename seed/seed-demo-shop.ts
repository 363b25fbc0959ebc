import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../core/db/connection.server';
import { categories, categoryDetails, shopSettings } from '../core/db/schema';
import type { Logger } from '../core/logger';
import { seedCategories } from './categories';
import { seedCatalog } from './catalog/seed-catalog';
import { seedCountriesAndShipping } from './countries-and-shipping';
import { seedCoupons } from './coupons';
import { seedCustomers } from './customers';
import { seedEditors } from './editors';
import { seedOffers } from './offers';

/** Items of the demo shop (14 families × 6 models) plus the gift sets. */
export const demoItemCount = 84;

/** Fills an empty shop with the demo data (first start of the Quick start, tests). */
export async function seedDemoShopIfEmpty(
  db: Database,
  logger: Logger,
  options: { itemCount?: number } = {},
): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if ((row?.count ?? 0) > 0) return false;
  const counts = await seedDemoShop(db, options);
  logger.info('seeded the demo shop', { categories: seedCategories.length, ...counts });
  return true;
}

/** All of the demo shop or nothing: one transaction, so a failed seed leaves an empty database. */
export async function seedDemoShop(db: Database, options: { itemCount?: number; now?: Date } = {}) {
  return db.transaction(async (tx) => {
    await seedCategoryTree(tx);
    await seedShopSettings(tx);
    await seedCountriesAndShipping(tx);
    const catalog = await seedCatalog(tx, { itemCount: options.itemCount ?? demoItemCount, now: options.now });
    const coupons = await seedCoupons(tx, options.now ?? new Date());
    const customers = await seedCustomers(tx);
    const offers = await seedOffers(tx, options.now ?? new Date());
    return { ...catalog, coupons, customers, offers, editors: await seedEditors(tx) };
  });
}

/**
 * The demo shop's SEO settings: search result pages are kept out of search engines (a common
 * choice; the spec's default for every page kind is ALL, which the other kinds keep).
 */
async function seedShopSettings(db: Executor) {
  await db.insert(shopSettings).values({ key: 'seo.robots', value: { searchResult: 'NOINDEX' } });
}

async function seedCategoryTree(db: Executor) {
  await db.transaction(async (tx) => {
    // Parents first: the list is ordered so that every parent precedes its children.
    const ordered = [...seedCategories].sort((a, b) => depth(a) - depth(b));
    for (const category of ordered) {
      await tx.insert(categories).values({
        id: category.id,
        parentId: category.parentId,
        right: category.right ?? 'all',
        linklist: category.linklist ?? true,
        sitemap: category.sitemap ?? true,
        position: seedCategories.indexOf(category) * 10,
      });
      for (const lang of ['de', 'en'] as const) {
        const text = category[lang];
        await tx.insert(categoryDetails).values({
          categoryId: category.id,
          lang,
          name: text.name,
          nameUrl: text.slug,
          metaTitle: text.name,
          metaDescription: text.description,
        });
      }
    }
  });
}

function depth(category: (typeof seedCategories)[number]): number {
  let level = 0;
  let parentId = category.parentId;
  while (parentId !== null) {
    level++;
    parentId = seedCategories.find((candidate) => candidate.id === parentId)?.parentId ?? null;
  }
  return level;
}
