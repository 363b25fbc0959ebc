import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { shopSettings } from '../db/schema';
import { publishContentChange } from '../cache/content-change-channel.server';
import {
  blockSizes,
  defaultDesignSettings,
  designCssVariables,
  changedDesignKeys,
  designSettingKeys,
  themeColorOf,
  type DesignSettingKey,
  type DesignSettings,
  type DesignView,
} from './design-settings';
import { findShopFont, isShopFont } from './fonts.server';
import { normalizeHexColor } from './palette';

/** Stored as `design.<key>` rows of shop_settings; anything missing or no longer valid is the default. */
const rowKey = (key: DesignSettingKey) => `design.${key}`;

export async function loadDesignSettings(db: Database): Promise<DesignSettings> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(sql`${shopSettings.key} like 'design.%'`);
  const saved = new Map(rows.map((row) => [row.key, row.value]));
  const text = (key: DesignSettingKey) => {
    const value = saved.get(rowKey(key));
    return typeof value === 'string' ? value : undefined;
  };
  const blockSize = text('blockSize');
  const font = text('font');
  return {
    blockSize: blockSizes.find((size) => size === blockSize) ?? defaultDesignSettings.blockSize,
    font: font !== undefined && isShopFont(font) ? font : defaultDesignSettings.font,
    primaryColor: normalizeHexColor(text('primaryColor') ?? '') ?? defaultDesignSettings.primaryColor,
    secondaryColor: normalizeHexColor(text('secondaryColor') ?? '') ?? defaultDesignSettings.secondaryColor,
  };
}

/** Saves the given values (already validated) and tells every process's caches. */
export async function saveDesignSettings(db: Database, values: Partial<DesignSettings>): Promise<void> {
  const entries = Object.entries(values) as Array<[DesignSettingKey, string]>;
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(shopSettings)
      .values(entries.map(([key, value]) => ({ key: rowKey(key), value })))
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
    await publishContentChange(tx);
  });
}

/** Removes every saved design value (tests, "back to the defaults"). */
export async function resetDesignSettings(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(shopSettings).where(inArray(shopSettings.key, designSettingKeys.map(rowKey)));
    await publishContentChange(tx);
  });
}

export function designView(settings: DesignSettings): DesignView {
  const font = findShopFont(settings.font);
  return {
    settings,
    themeColor: themeColorOf(settings),
    css:
      changedDesignKeys(settings, defaultDesignSettings).length === 0
        ? null
        : designCssVariables(settings, font?.cssFamily),
    font: font ? { stylesheet: font.stylesheet, preloadFile: font.preloadFile } : null,
  };
}
