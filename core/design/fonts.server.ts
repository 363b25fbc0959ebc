import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { systemFont } from './design-settings';

/**
 * The fonts an editor can choose (issue 18, spec §7 /fonts/meta.json): variable fonts from the
 * Fontsource npm packages, served by the shop itself — no request leaves the shop. Only the Latin
 * and Latin Extended files are offered (German and English text); each is one woff2 for every
 * weight. A page loads a font's stylesheet only when that font is the shop's font.
 */
const fontPackages = [
  'atkinson-hyperlegible-next',
  'inter',
  'lora',
  'merriweather',
  'montserrat',
  'nunito',
  'open-sans',
  'playfair-display',
  'red-hat-text',
  'roboto',
  'source-sans-3',
  'work-sans',
] as const;

const subsets = ['latin-ext', 'latin'] as const;

export interface ShopFont {
  /** Package id, used in the URLs: /fonts/<id>.css, /fonts/files/<id>/<file>. */
  id: string;
  /** What the editor shows and saves (spec: caption and value). */
  caption: string;
  value: string;
  /** The family name in the stylesheet. */
  cssFamily: string;
  stylesheet: string;
  css: string;
  /** The Latin file: preloaded by pages that use the font. */
  preloadFile: string;
  files: Map<string, string>;
}

export interface FontMetaEntry {
  caption: string;
  value: string;
  /** Where the font's @font-face rules are, and the family name they define (none for System). */
  stylesheet?: string;
  cssFamily?: string;
}

const requireFromHere = createRequire(import.meta.url);

function loadFont(id: string): ShopFont {
  const packageName = `@fontsource-variable/${id}`;
  const metadata = JSON.parse(readFileSync(requireFromHere.resolve(`${packageName}/metadata.json`), 'utf8')) as {
    family: string;
  };
  const packageDir = path.dirname(requireFromHere.resolve(`${packageName}/package.json`));
  const sourceCss = readFileSync(path.join(packageDir, 'wght.css'), 'utf8');
  const files = new Map<string, string>();
  const rules: string[] = [];
  let cssFamily = `${metadata.family} Variable`;
  for (const subset of subsets) {
    const fileName = `${id}-${subset}-wght-normal.woff2`;
    const rule = sourceCss.split('@font-face').find((candidate) => candidate.includes(`./files/${fileName}`));
    if (!rule) continue;
    cssFamily = /font-family:\s*'([^']+)'/.exec(rule)?.[1] ?? cssFamily;
    files.set(fileName, path.join(packageDir, 'files', fileName));
    rules.push(
      `@font-face${rule.slice(0, rule.lastIndexOf('}') + 1).replace(`./files/${fileName}`, `/fonts/files/${id}/${fileName}`)}`,
    );
  }
  if (files.size === 0) throw new Error(`The font package ${packageName} has no Latin files`);
  return {
    id,
    caption: metadata.family,
    value: metadata.family,
    cssFamily,
    stylesheet: `/fonts/${id}.css`,
    css: rules.join('\n') + '\n',
    preloadFile: `/fonts/files/${id}/${id}-latin-wght-normal.woff2`,
    files,
  };
}

let catalog: ShopFont[] | undefined;

/** The fonts, read once from the packages. */
export function shopFonts(): ShopFont[] {
  catalog ??= fontPackages.map(loadFont);
  return catalog;
}

export function findShopFont(value: string): ShopFont | undefined {
  return shopFonts().find((font) => font.value === value);
}

/** /fonts/meta.json: the system font first, then the families A–Z (peer shape: caption, value). */
export function fontMeta(): FontMetaEntry[] {
  return [
    { caption: systemFont, value: systemFont },
    ...shopFonts().map(({ caption, value, stylesheet, cssFamily }) => ({ caption, value, stylesheet, cssFamily })),
  ];
}

export function findShopFontById(id: string): ShopFont | undefined {
  return shopFonts().find((font) => font.id === id);
}

export function isShopFont(value: string): boolean {
  return value === systemFont || findShopFont(value) !== undefined;
}
