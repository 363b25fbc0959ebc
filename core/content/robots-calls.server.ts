import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { loadShopSettings, saveRobotsSettings } from './shop-settings.server';
import { robotsPageKinds, robotsValues, type RobotsPageKind } from '../seo/robots';

/**
 * The robots settings per page kind (spec §3 SEO settings, §5 editor options; issue 39: written
 * by the seed only until now). Content editors change them in the settings drawer.
 */
const robotsValue = z.enum(robotsValues, { message: 'errorMessages.editor.settings.robots' });

/**
 * Every kind but the home page: it has its own robots value in its page settings (per language,
 * setHomepageSettings), which would hide this one as soon as they are saved.
 */
type SettableKind = Exclude<RobotsPageKind, 'homepage'>;
const settableKinds = robotsPageKinds.filter((kind): kind is SettableKind => kind !== 'homepage');
const robotsInput = z
  .object(
    Object.fromEntries(settableKinds.map((kind) => [kind, robotsValue.optional()])) as Record<
      SettableKind,
      z.ZodOptional<typeof robotsValue>
    >,
  )
  .strict();

/** getRobotsSettings: every page kind with its value (ALL where nothing is saved). */
export const getRobotsSettings = defineCall({
  kind: 'read',
  access: { staff: ['content'] },
  input: z.object({}).strict(),
  handler: async (ctx) => (await loadShopSettings(ctx.services.db)).robots,
});

/** saveRobotsSettings {robots: {kind: value}}: the kinds given; every page shows them at once. */
export const saveRobotsSettingsCall = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: z.object({ robots: robotsInput }).strict(),
  async handler(ctx, input) {
    const robots = Object.fromEntries(Object.entries(input.robots).filter(([, value]) => value !== undefined));
    await saveRobotsSettings(ctx.services.db, robots);
    // Cached pages and the shop settings' read cache in every process.
    ctx.services.contentChanges.notify();
    return (await loadShopSettings(ctx.services.db)).robots;
  },
});
