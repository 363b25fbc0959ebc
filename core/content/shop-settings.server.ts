import type { Database } from '../db/connection.server';
import { shopSettings } from '../db/schema';
import { defaultRobotsSettings, isRobotsValue, robotsPageKinds, type RobotsSettings } from '../seo/robots';

/**
 * The shop-wide settings a page needs, with the defaults for anything not saved (or saved in a
 * shape this version does not understand). The editor writes them; every page reads them.
 */
export interface ShopSettings {
  robots: RobotsSettings;
}

export async function loadShopSettings(db: Database): Promise<ShopSettings> {
  const rows = await db.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings);
  const saved = new Map(rows.map((row) => [row.key, row.value]));
  const robots = { ...defaultRobotsSettings };
  const savedRobots = saved.get('seo.robots');
  if (savedRobots && typeof savedRobots === 'object') {
    for (const kind of robotsPageKinds) {
      const value = (savedRobots as Record<string, unknown>)[kind];
      if (isRobotsValue(value)) robots[kind] = value;
    }
  }
  return { robots };
}
