import { z } from 'zod';
import { defineCall, type StaffCallContext } from '../api/define-call';
import { blockSizes, type DesignSettings } from './design-settings';
import { saveDesignSettings } from './design-settings.server';
import { isShopFont } from './fonts.server';
import { normalizeHexColor } from './palette';

/**
 * The design drawer's save (issue 18, spec §7 saveSettings / setConfiguration): key/value pairs
 * blockSize, font, primaryColor, secondaryColor. Every pair is checked; nothing is stored when one
 * is wrong, and the answer names the field.
 */
const hexColor = z
  .string()
  .max(20)
  .transform((value, context) => {
    const color = normalizeHexColor(value);
    if (color === null) context.addIssue({ code: 'custom', message: 'errorMessages.editor.settings.color' });
    return color ?? '';
  });

const setting = z.discriminatedUnion(
  'key',
  [
    z.strictObject({
      key: z.literal('blockSize'),
      value: z.enum(blockSizes, { message: 'errorMessages.editor.settings.blockSize' }),
    }),
    z.strictObject({
      key: z.literal('font'),
      value: z
        .string()
        .trim()
        .min(1, 'errorMessages.editor.settings.fontRequired')
        .max(100)
        .refine(isShopFont, 'errorMessages.editor.settings.fontUnknown'),
    }),
    z.strictObject({ key: z.literal('primaryColor'), value: hexColor }),
    z.strictObject({ key: z.literal('secondaryColor'), value: hexColor }),
  ],
  { error: 'errorMessages.editor.settings.unknownKey' },
);

const settingsInput = z.object({ settings: z.array(setting).min(1).max(20) }).strict();

async function saveSettingsHandler(ctx: StaffCallContext, input: z.infer<typeof settingsInput>) {
  const values: Partial<DesignSettings> = {};
  for (const { key, value } of input.settings) (values as Record<string, string>)[key] = value;
  await saveDesignSettings(ctx.services.db, values);
  ctx.services.contentChanges.notify();
  return true;
}

/** saveSettings {settings: [{key, value}]}: true once stored. */
export const saveSettings = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: settingsInput,
  handler: saveSettingsHandler,
});

/** setConfiguration: the peer's other name for the same save (spec §7). */
export const setConfiguration = defineCall({
  kind: 'write',
  access: { staff: ['content'] },
  input: settingsInput,
  handler: saveSettingsHandler,
});
