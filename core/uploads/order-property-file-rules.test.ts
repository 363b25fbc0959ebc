import { describe, expect, it } from 'vitest';
import {
  orderPropertyFileMaxBytes,
  orderPropertyFileProblem,
  orderPropertyFileValue,
  parseOrderPropertyFileValue,
  safeUploadFileName,
  sniffOrderPropertyFileType,
  storedUploadFileName,
} from './order-property-file-rules';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('order property file rules', () => {
  it('knows JPG, PNG and PDF by their first bytes, whatever the name says', () => {
    expect(sniffOrderPropertyFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffOrderPropertyFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffOrderPropertyFileType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffOrderPropertyFileType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffOrderPropertyFileType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffOrderPropertyFileType(bytes())).toBeNull();
  });

  it('tells the browser at once about a wrong type, an empty or a too large file', () => {
    expect(orderPropertyFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    // Some systems give no type; the server decides by the bytes.
    expect(orderPropertyFileProblem({ type: '', size: 1000 })).toBeNull();
    expect(orderPropertyFileProblem({ type: 'image/gif', size: 1000 })).toBe('upload.unsupportedFileType');
    expect(orderPropertyFileProblem({ type: 'application/pdf', size: orderPropertyFileMaxBytes + 1 })).toBe(
      'upload.fileTooLarge',
    );
    expect(orderPropertyFileProblem({ type: 'image/jpeg', size: 0 })).toBe('upload.emptyFile');
  });

  it('keeps file names to show without folders, control characters or quotes, at most 120 characters', () => {
    expect(safeUploadFileName('C:\\Users\\anna\\Gravur "Herz".png')).toBe('Gravur Herz.png');
    expect(safeUploadFileName('../../etc/passwd')).toBe('passwd');
    expect(safeUploadFileName('a\u0000b\u202ec.pdf')).toBe('abc.pdf');
    expect(safeUploadFileName('..')).toBe('datei');
    const long = safeUploadFileName(`${'x'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('names a kept file for the type its bytes showed, whatever extension the shopper typed', () => {
    expect(storedUploadFileName('x.html', 'image/jpeg')).toBe('x.html.jpg');
    expect(storedUploadFileName('rechnung.pdf.exe', 'application/pdf')).toBe('rechnung.pdf.exe.pdf');
    expect(storedUploadFileName('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(storedUploadFileName('foto.jpg', 'image/png')).toBe('foto.jpg.png');
    expect(storedUploadFileName('Gravur', 'image/png')).toBe('Gravur.png');
    expect(storedUploadFileName('.png', 'image/png')).toBe('.png.png');
    expect(storedUploadFileName('..', 'application/pdf')).toBe('datei.pdf');
    expect(storedUploadFileName('x.html', 'text/html')).toBe('datei');
    const long = storedUploadFileName(`${'x'.repeat(300)}.html`, 'image/jpeg');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.jpg')).toBe(true);
  });

  it('reads back the token and name of a cart value and refuses anything else', () => {
    const token = 'a1'.repeat(16);
    expect(parseOrderPropertyFileValue(orderPropertyFileValue(token, 'foto.png'))).toEqual({
      token,
      fileName: 'foto.png',
    });
    expect(parseOrderPropertyFileValue('foto.png')).toBeNull();
    expect(parseOrderPropertyFileValue(`${token}/`)).toBeNull();
    expect(parseOrderPropertyFileValue(`../${token}/x`)).toBeNull();
    expect(parseOrderPropertyFileValue(`${token.toUpperCase()}/x`)).toBeNull();
  });
});
