import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { embedDocumentFonts, missingGlyph, printable } from './document-fonts.server';

const names = 'Łukasz Dvořák, Łódź · Σοφία · Дмитрий · Nguyễn Đức · Şükrü Ğ';

/** The embedded font programs (FontFile2 of the font descriptors) of a PDF, decompressed. */
function embeddedFonts(pdf: PDFDocument): Uint8Array[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')))
    .map((descriptor) => decodePDFRawStream(descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream).decode());
}

describe('the documents’ font', () => {
  it('prints Latin Extended, Greek, Cyrillic and Vietnamese names as text that copies out', async () => {
    const document = await PDFDocument.create();
    const fonts = await embedDocumentFonts(document);
    const page = document.addPage();
    page.drawText(printable(names), { x: 40, y: 700, size: 12, font: fonts.regular });
    page.drawText(printable(names), { x: 40, y: 680, size: 12, font: fonts.bold });
    const text = await pdfText(await document.save());
    expect(text.split('\n')).toEqual([names, names]);
  });

  it('replaces a character it has no glyph for by one visible "\uFFFD", leaving the text around it as it was', () => {
    expect(printable('山田 Hanako 😀!')).toBe(`${missingGlyph}${missingGlyph} Hanako ${missingGlyph}!`);
    // Composed first: e + combining marks is the one letter the font has.
    expect(printable('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(printable('Zeile\neins\tzwei\u0007')).toBe('Zeile eins zwei');
  });

  it('embeds only the glyphs used, each with its own outline (the subset’s glyph offsets are right)', async () => {
    const sample = 'Łódź Dvořák Σοφία Дмитрий Nguyễn Đức Şükrü Ğ ÄÖÜäöüß €1234567890';
    const document = await PDFDocument.create();
    const fonts = await embedDocumentFonts(document);
    document.addPage().drawText(sample, { x: 40, y: 700, size: 12, font: fonts.regular });
    const bytes = await document.save();
    // Some kilobytes, not the font file's 630 KB.
    expect(bytes.length).toBeLessThan(30_000);

    const pdf = await PDFDocument.load(bytes);
    const [subsetBytes] = embeddedFonts(pdf);
    const subset = fontkit.create(subsetBytes!);
    const original = fontkit.create(
      readFileSync(
        createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
      ),
    );
    // The page's glyph ids, one per character (no ligatures), in the order drawn.
    const contents = pdf.getPage(0).node.Contents();
    const stream = contents instanceof PDFArray ? contents.lookup(0, PDFRawStream) : (contents as PDFRawStream);
    const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    const hex = /<([0-9A-F]+)>\s*Tj/.exec(content)![1]!;
    const glyphIds = hex.match(/.{4}/g)!.map((id) => parseInt(id, 16));
    const characters = [...sample];
    expect(glyphIds).toHaveLength(characters.length);
    characters.forEach((character, index) => {
      const expected = original.glyphForCodePoint(character.codePointAt(0)!);
      const embedded = subset.getGlyph(glyphIds[index]!);
      expect(embedded.path.toSVG(), character).toBe(expected.path.toSVG());
      expect(embedded.advanceWidth, character).toBe(expected.advanceWidth);
    });
  });
});
