import { derivePalette, paletteCssVariables } from './palette';

/**
 * The shop's design settings (spec §3 design settings, §7 saveSettings/setConfiguration, §9 block
 * spacing): font, primary and secondary colour, space between page blocks. The server renders
 * them as CSS custom properties into every page; the editor changes the same properties live.
 */

/** Spec §9: blocks spacing s 1.875 rem, m 2.5 rem, l 3.125 rem, xl 3.75 rem. */
export const blockSpacing = { s: '1.875rem', m: '2.5rem', l: '3.125rem', xl: '3.75rem' } as const;
export type BlockSize = keyof typeof blockSpacing;
export const blockSizes = Object.keys(blockSpacing) as BlockSize[];

/** The font that needs no download: the device's own interface font. */
export const systemFont = 'System';

export interface DesignSettings {
  blockSize: BlockSize;
  /** A family from /fonts/meta.json, or "System". */
  font: string;
  /** '#rrggbb' */
  primaryColor: string;
  secondaryColor: string;
}

export const defaultDesignSettings: DesignSettings = {
  blockSize: 'm',
  font: systemFont,
  primaryColor: '#1f5a66',
  secondaryColor: '#64748b',
};

export const designSettingKeys = ['blockSize', 'font', 'primaryColor', 'secondaryColor'] as const;
export type DesignSettingKey = (typeof designSettingKeys)[number];

export const systemFontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The CSS font-family of a setting: the chosen family with the system stack behind it. */
export function fontFamilyOf(font: string, cssFamily?: string): string {
  return font === systemFont || !cssFamily ? systemFontStack : `'${cssFamily}', ${systemFontStack}`;
}

/** Every design custom property, as the body of a `:root{}` rule. */
export function designCssVariables(settings: DesignSettings, cssFamily?: string): string {
  return (
    paletteCssVariables(derivePalette('primary', settings.primaryColor)) +
    paletteCssVariables(derivePalette('secondary', settings.secondaryColor)) +
    `--block-spacing:${blockSpacing[settings.blockSize]};` +
    `--shop-font:${fontFamilyOf(settings.font, cssFamily)};`
  );
}

/** The keys whose values differ (spec §4: the design is dirty while any does). */
export function changedDesignKeys(saved: DesignSettings, draft: DesignSettings): DesignSettingKey[] {
  return designSettingKeys.filter((key) => saved[key] !== draft[key]);
}

/**
 * The colour of the browser's bar and the installed app's title bar (`<meta name="theme-color">`,
 * the web manifest's `theme_color`): the primary colour as chosen, the primary buttons' colour.
 */
export const themeColorOf = (settings: DesignSettings): string => settings.primaryColor;

/** What every page renders from the settings: nothing extra for the defaults (app.css has them). */
export interface DesignView {
  settings: DesignSettings;
  /** `themeColorOf(settings)`, for the page's theme-color (the root bundle needs no palette code). */
  themeColor: string;
  /** Body of a `:root{}` rule, or null when the settings are the defaults. */
  css: string | null;
  font: { stylesheet: string; preloadFile: string } | null;
}
