import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font, type Subset } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The documents' font: Noto Sans (SIL Open Font License 1.1, from the npm package
 * `@expo-google-fonts/noto-sans`: static TrueType files of Google Fonts' Noto Sans, which covers
 * Latin with its extensions and Vietnamese, Greek and Cyrillic). The standard PDF fonts know only
 * Windows-1252, so "Łukasz Dvořák, Łódź" printed as "?ukasz Dvo?ák, ?ód?". The files are read
 * once per process; each document embeds only the glyphs it uses (subsetting), so a PDF grows by
 * some kilobytes, not by the 630 KB of a font file.
 *
 * Time: fontkit parses a font and its layout tables on first use (some 30 ms), so the parsed fonts
 * are kept for the process and handed to every document (pdf-lib only reads them; each document
 * takes its own subset). pdf-lib draws glyphs with their advance widths and ignores positioning,
 * so the positioning features (kerning, mark placement) are turned off: they cost most of the time
 * and change nothing on the page.
 */
const requireFromHere = createRequire(import.meta.url);
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

interface LoadedFont {
  bytes: Uint8Array;
  parsed: Font;
  /** The code points the font has a glyph for. */
  codePoints: ReadonlySet<number>;
}

let loaded: { regular: LoadedFont; bold: LoadedFont } | undefined;

function loadFont(file: string): LoadedFont {
  const bytes = new Uint8Array(readFileSync(requireFromHere.resolve(file)));
  const parsed = withFixedSubsets(fontkit.create(bytes));
  return { bytes, parsed, codePoints: new Set(parsed.characterSet) };
}

function loadedFonts() {
  loaded ??= { regular: loadFont(fontFiles.regular), bold: loadFont(fontFiles.bold) };
  return loaded;
}

/** What stands for a character the font has no glyph for: the Unicode replacement character. */
export const missingGlyph = '\uFFFD';

/**
 * Text as the font can print it: composed (NFC, so "ễ" is one character, not e + two accents),
 * line breaks and tabs as spaces, other control characters dropped, and every character without a
 * glyph (a Chinese name, an emoji) replaced by one visible "�" – never by .notdef boxes that copy
 * as nothing, and one per character, so the text around it stays as it was.
 */
export function printable(text: string): string {
  const { codePoints } = loadedFonts().regular;
  let result = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t' || char === '\r') result += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else result += codePoints.has(code) ? char : missingGlyph;
  }
  return result;
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's glyph offsets (`loca`) in the short format whenever
 * they fit, halving them without padding the glyphs to even lengths: after the first glyph of odd
 * length every glyph points one byte off and prints blank or garbled (Noto Sans has such glyphs;
 * fixed in upstream fontkit 1.8, not in pdf-lib's fork). Each subset therefore keeps the long
 * format: its `loca` gets version 1 as it is set, so the offsets are written as they are.
 */
function withLongOffsets(subset: Subset): Subset {
  let loca: object | undefined;
  Object.defineProperty(subset, 'loca', {
    get: () => loca,
    set: (value: object) => {
      loca = Object.assign(value, { version: 1 });
    },
  });
  return subset;
}

/** The parsed font, whose subsets keep the long offsets. */
function withFixedSubsets(font: Font): Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => withLongOffsets(createSubset());
  return font;
}

/** fontkit for pdf-lib, answering with the parsed font for the files read above. */
const sharedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): Font {
    const fonts = loadedFonts();
    const known = [fonts.regular, fonts.bold].find((font) => font.bytes === bytes);
    return known?.parsed ?? withFixedSubsets(fontkit.create(bytes, postscriptName));
  },
};

/**
 * Embeds the regular and bold font into a document, as subsets. Ligatures are left out so that
 * every glyph stands for one character and the text copies out of the PDF as it went in.
 */
export async function embedDocumentFonts(document: PDFDocument): Promise<DocumentFonts> {
  const fonts = loadedFonts();
  document.registerFontkit(sharedFontkit);
  const features = { liga: false, clig: false, dlig: false, calt: false, kern: false, mark: false, mkmk: false };
  // fontkit adds its defaults to the object it is given: a new one for each font.
  const options = () => ({ subset: true, features: { ...features } });
  const [regular, bold] = await Promise.all([
    document.embedFont(fonts.regular.bytes, options()),
    document.embedFont(fonts.bold.bytes, options()),
  ]);
  return { regular: regular!, bold: bold! };
}
