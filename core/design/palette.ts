import { clampChroma, formatHex, modeLrgb, modeOklch, modeRgb, useMode, wcagContrast, wcagLuminance } from 'culori/fn';

/**
 * Colour palettes from one chosen colour (issue 18, spec §9 palette stops 0, 50, 100 … 900, 1000).
 *
 * Each stop has a fixed WCAG luminance and takes its hue and saturation from the chosen colour.
 * Whatever colour an editor picks, the shop's text/background pairs keep their contrast: white on
 * 600 and darker, 700 and darker on white and on 50. The chosen colour itself is kept as `base`
 * (primary buttons) with the text colour that reads best on it.
 */

const toOklch = useMode(modeOklch);
const toRgb = useMode(modeRgb);
useMode(modeLrgb); // luminance is computed in linear RGB

export const paletteStops = [0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;
export type PaletteStop = (typeof paletteStops)[number];

/** WCAG relative luminance per stop (white is 1): contrast with white is 1.05 / (Y + 0.05). */
const stopLuminance: Record<PaletteStop, number> = {
  0: 0.96,
  50: 0.9,
  100: 0.8,
  200: 0.64,
  300: 0.46,
  400: 0.3,
  500: 0.19,
  600: 0.14,
  700: 0.1,
  800: 0.07,
  900: 0.045,
  1000: 0.025,
};

/** Light stops are tints: less of the colour's saturation, so they stay calm backgrounds. */
const stopChroma: Record<PaletteStop, number> = {
  0: 0.12,
  50: 0.25,
  100: 0.45,
  200: 0.65,
  300: 0.85,
  400: 1,
  500: 1,
  600: 1,
  700: 1,
  800: 0.9,
  900: 0.8,
  1000: 0.6,
};

const hexPattern = /^#?([0-9a-fA-F]{6})$/;
const paletteNamePattern = /^[a-zA-Z]{3,24}$/;

/** Spec §5: a colour is 6-digit hex with or without '#'; answers '#rrggbb' in lower case or null. */
export function normalizeHexColor(value: string): string | null {
  const match = hexPattern.exec(value.trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/** Spec §5: a palette's name is 3 to 24 letters (it names the CSS variables, e.g. "primary"). */
export function isPaletteName(name: string): boolean {
  return paletteNamePattern.test(name);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  return wcagContrast(first, second);
}

/**
 * Black or white, whichever is easier to read on `background` (a tag's own colour, chosen by the
 * merchant): the text keeps WCAG AA's 4.5:1 on every colour where either can.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return wcagContrast(background, '#000000') >= wcagContrast(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** The colour of the chosen hue and saturation whose WCAG luminance is `target`. */
function shadeWithLuminance(hue: number, chroma: number, target: number): string {
  let low = 0;
  let high = 1;
  let best = '#000000';
  for (let step = 0; step < 24; step++) {
    const lightness = (low + high) / 2;
    const color = clampChroma({ mode: 'oklch', l: lightness, c: chroma, h: hue }, 'oklch');
    best = formatHex(toRgb(color));
    if (wcagLuminance(best) < target) low = lightness;
    else high = lightness;
  }
  return best;
}

export interface Palette {
  name: string;
  /** The chosen colour, unchanged. */
  base: string;
  /** White, or the darkest stop when white does not reach 4.5:1 on the chosen colour. */
  onBase: string;
  /** Whether white text is readable on the chosen colour (the editor warns when it is not). */
  whiteTextReadable: boolean;
  stops: Record<PaletteStop, string>;
}

/** The palette of a colour: every stop, the colour itself and the text colour that reads on it. */
export function derivePalette(name: string, color: string): Palette {
  if (!isPaletteName(name)) throw new RangeError(`Palette names are 3 to 24 letters: ${name}`);
  const base = normalizeHexColor(color);
  if (!base) throw new RangeError(`Not a 6-digit hex colour: ${color}`);
  const { c, h } = toOklch(base)!;
  const hue = h ?? 0;
  const stops = Object.fromEntries(
    paletteStops.map((stop) => [stop, shadeWithLuminance(hue, c * stopChroma[stop], stopLuminance[stop])]),
  ) as Record<PaletteStop, string>;
  const whiteTextReadable = contrastRatio('#ffffff', base) >= 4.5;
  const darkest = contrastRatio(stops[1000], base) >= 4.5 ? stops[1000] : '#000000';
  return { name, base, onBase: whiteTextReadable ? '#ffffff' : darkest, whiteTextReadable, stops };
}

/** The palette as CSS custom properties (`--primary-50: #…;`), for `:root`. */
export function paletteCssVariables(palette: Palette): string {
  const stops = paletteStops.map((stop) => `--${palette.name}-${stop}:${palette.stops[stop]};`).join('');
  return `${stops}--${palette.name}-base:${palette.base};--${palette.name}-on-base:${palette.onBase};`;
}
