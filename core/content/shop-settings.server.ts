import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { shopSettings } from '../db/schema';
import { locales, type Locale } from '../i18n/locales';
import { defaultRobotsSettings, isRobotsValue, robotsPageKinds, type RobotsSettings } from '../seo/robots';
import { homepageDetailsInput, type HomepageDetails } from './pages/page-settings';

/**
 * The shop-wide settings a page needs, with the defaults for anything not saved (or saved in a
 * shape this version does not understand). The editor writes them; every page reads them.
 */
export interface ShopSettings {
  robots: RobotsSettings;
  /** The home page's name and SEO texts per language (issue 34); robots default to the page kind's. */
  homepage: Record<Locale, HomepageDetails>;
}

/** The key the home page's settings are saved under (spec §3 page settings, for the page at /). */
export const homepageSettingsKey = 'homepage';

/** The key the robots settings per page kind are saved under. */
const robotsSettingsKey = 'seo.robots';

export async function loadShopSettings(db: Database): Promise<ShopSettings> {
  const rows = await db.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings);
  const saved = new Map(rows.map((row) => [row.key, row.value]));
  const robots = { ...defaultRobotsSettings };
  const savedRobots = saved.get(robotsSettingsKey);
  if (savedRobots && typeof savedRobots === 'object') {
    for (const kind of robotsPageKinds) {
      const value = (savedRobots as Record<string, unknown>)[kind];
      if (isRobotsValue(value)) robots[kind] = value;
    }
  }
  return { robots, homepage: homepageSettingsOf(saved.get(homepageSettingsKey), robots.homepage) };
}

function homepageSettingsOf(saved: unknown, robots: RobotsSettings['homepage']): ShopSettings['homepage'] {
  const byLanguage = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  return Object.fromEntries(
    locales.map((lang) => {
      const parsed = homepageDetailsInput.safeParse({ metaRobots: robots, ...asObject(byLanguage[lang]), lang });
      return [lang, parsed.success ? parsed.data : homepageDetailsInput.parse({ lang, metaRobots: robots })];
    }),
  ) as ShopSettings['homepage'];
}

const asObject = (value: unknown) => (value && typeof value === 'object' ? value : {});

/**
 * Merges `fields` into the object saved under `key` (the others stay as they were); the row is
 * locked meanwhile, so two editors saving different parts at once both keep theirs.
 */
async function mergeShopSetting(db: Database, key: string, fields: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, key))
      .for('update');
    const value = { ...(asObject(row?.value) as Record<string, unknown>), ...fields };
    await tx
      .insert(shopSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
  });
}

/** Saves the home page's settings of the languages given; the others stay as they were. */
export async function saveHomepageSettings(db: Database, details: HomepageDetails[]): Promise<void> {
  await mergeShopSetting(
    db,
    homepageSettingsKey,
    Object.fromEntries(details.map(({ lang, ...fields }) => [lang, fields])),
  );
}

/** The robots settings of the page kinds given; the others stay as they were (issue 39). */
export async function saveRobotsSettings(db: Database, robots: Partial<RobotsSettings>): Promise<void> {
  await mergeShopSetting(db, robotsSettingsKey, robots);
}
