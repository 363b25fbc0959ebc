import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons are SVG (icons.tsx), never a font glyph (issue 34: the block toolbar's "🗑" showed as an
 * empty box in Debian's Chromium, whose fonts lack it). This scans the sources of app/, core/ and
 * server/ and the translations for symbol characters of the kinds icons were drawn with; typography
 * in text ("2 × 19,90 €", "−10 %", "…", dashes, quotes) stays allowed.
 */

/** Arrows, technical symbols, shapes, dingbats, stars, checks, emoji: never text in this shop. */
const iconCharacter =
  /[\u2190-\u21ff\u22ee\u22ef\u2300-\u23ff\u2500-\u27bf\u27f0-\u27ff\u2900-\u297f\u2b00-\u2bff\u{1f000}-\u{1faff}]|\ufe0f/u;
/** Characters that are typography inside a sentence, but an icon when they stand alone in an element. */
const aloneCharacter = /^(?:[×−+‹›«»]|&times;|&minus;|&lsaquo;|&rsaquo;|&laquo;|&raquo;)$/;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|\s)\/\/.*$/gm, '$1');

const decoded = (text: string) =>
  text
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, long: string, short: string) =>
      String.fromCodePoint(parseInt(long ?? short, 16)),
    )
    .replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_, hex: string, decimal: string) =>
      String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)),
    );

/** The lines of a source that draw an icon with a glyph: "12: <span aria-hidden="true">✕</span>". */
function glyphIcons(source: string): string[] {
  const found: string[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((line, index) => {
      const text = decoded(line);
      // JSX text alone in an element or on its own line, or a string literal that is only the symbol.
      const alone = [
        ...text.matchAll(/>\s*([^<>{}\s]+)\s*<\//g),
        ...text.matchAll(/^\s*([^\s<>{}]+)\s*$/g),
        ...text.matchAll(/(['"`])\s*([^'"`\s]+)\s*\1/g),
      ].some((match) => aloneCharacter.test(match[match.length - 1]!.trim()));
      if (iconCharacter.test(text) || alone) found.push(`${index + 1}: ${line.trim()}`);
    });
  return found;
}

const root = path.resolve(import.meta.dirname, '../..');
const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('icons', () => {
  it('are never a font glyph in the shop, the editor, the texts the server makes or the translations', () => {
    const files = [
      ...['app', 'core', 'server'].flatMap((folder) => sources(path.join(root, folder))),
      path.join(root, 'core/i18n/de.json'),
      path.join(root, 'core/i18n/en.json'),
    ];
    const problems = files.flatMap((file) =>
      glyphIcons(readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}:${line}`),
    );
    expect(problems, 'draw these icons with an SVG from app/components/icons.tsx').toEqual([]);
  });

  it('finds glyph icons, but leaves typography in text alone', () => {
    for (const icon of [
      '<span aria-hidden="true">✕</span>',
      '          🗑',
      '<span aria-hidden="true">×</span>',
      '<span aria-hidden="true">+ </span>',
      '<button>&times;</button>',
      'summary: `↺ v${row.version}`',
      "const close = '\\u2715';",
      '<span aria-hidden="true">&#9733;</span>',
      '          ⋯',
      '"next": "Weiter →"',
    ]) {
      expect(glyphIcons(icon), icon).toHaveLength(1);
    }
    for (const text of [
      '{item.quantity} × {money(item.price)}',
      '"quantityTimesPrice": "{{quantity}} × {{price}}"',
      '"reduction": "−{{percent}} %"',
      "{entry[kind].find((row) => row.name === name)?.value ?? '–'}",
      '                  …',
      '// ↑ moves the block up',
      '{a + b}',
      "const sum = 'a' + 'b';",
      '<p>{t("cart.total")} · {total}</p>',
    ]) {
      expect(glyphIcons(text), text).toEqual([]);
    }
  });
});
