import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader copies it out, for tests: read with PDF.js (through unpdf), so
 * through the fonts' ToUnicode maps, the pages joined by line breaks. A document whose text would
 * not copy out (glyphs without Unicode, the wrong code page) fails the tests that read it.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes the buffer over: it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy();
  }
}
