import { chosenFileProblem } from './chosen-file-problem';

/**
 * Rules for files uploaded to an order property (spec §5 "format and size limits", §8 "unsupported
 * file type; upload failed"). Pure, so the product page checks a chosen file with the same rules
 * the server applies.
 */

/** Formats a print shop or engraver can work with. */
export const orderPropertyFileTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type OrderPropertyFileType = (typeof orderPropertyFileTypes)[number];

/** 10 MB: a phone photo fits; the peer's upload limit is about the same. */
export const orderPropertyFileMaxBytes = 10 * 1024 * 1024;

/** The file extensions the picker offers next to the types (some phones only honour these). */
export const orderPropertyFileAccept = [...orderPropertyFileTypes, '.jpg', '.jpeg', '.png', '.pdf'].join(',');

/**
 * The type by the file's first bytes. The name and the browser's claimed type are not trusted:
 * a renamed script must not become a "photo" someone in the shop later opens.
 */
export function sniffOrderPropertyFileType(bytes: Uint8Array): OrderPropertyFileType | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // "%PDF-"
  return null;
}

/** What the browser knows before uploading: a quick answer for the shopper, checked again on the server. */
export function orderPropertyFileProblem(file: {
  type: string;
  size: number;
}): 'upload.unsupportedFileType' | 'upload.fileTooLarge' | 'upload.emptyFile' | null {
  return chosenFileProblem(
    file,
    { types: orderPropertyFileTypes, maxBytes: orderPropertyFileMaxBytes },
    { empty: 'upload.emptyFile', unsupportedType: 'upload.unsupportedFileType', tooLarge: 'upload.fileTooLarge' },
  );
}

/**
 * A file name safe to show and to send in a download header: no folders, no control or quote
 * characters, at most 120 characters (keeping the extension).
 */
export function safeUploadFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|?*:]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return 'datei';
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - extension.length) + extension;
}

/** The extensions of each type, the first one given to a name without any of them. */
const orderPropertyFileExtensions: Record<OrderPropertyFileType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/**
 * The name a file is kept and downloaded under: the shopper's name made safe (safeUploadFileName),
 * ending in an extension of the type its bytes showed. A JPEG sent as "x.html" becomes
 * "x.html.jpg": whoever opens the download (the shopper, the staff) gets a picture, never a local
 * page or program the name asked for. An unknown type gets no name of its own choosing: "datei".
 */
export function storedUploadFileName(name: string, contentType: string): string {
  const extensions = orderPropertyFileExtensions[contentType as OrderPropertyFileType] as readonly string[] | undefined;
  if (!extensions) return 'datei';
  const safe = safeUploadFileName(name);
  const lower = safe.toLowerCase();
  if (extensions.some((extension) => lower.endsWith(extension) && lower.length > extension.length)) return safe;
  const extension = extensions[0]!;
  return safe.slice(0, 120 - extension.length) + extension;
}

const tokenPattern = /^[0-9a-f]{32}$/;

/** A cart line's value for a file property: `<token>/<fileName>` (the peer keeps a path, too). */
export function orderPropertyFileValue(token: string, fileName: string): string {
  return `${token}/${fileName}`;
}

/** The token and name of a file value, or null when the value is not one. */
export function parseOrderPropertyFileValue(value: string): { token: string; fileName: string } | null {
  const slash = value.indexOf('/');
  if (slash < 0) return null;
  const token = value.slice(0, slash);
  const fileName = value.slice(slash + 1);
  return tokenPattern.test(token) && fileName !== '' ? { token, fileName } : null;
}

/** Where the cart's session can look at its upload again. */
export function orderPropertyFileUrl(token: string): string {
  return `/uploads/order-properties/${token}`;
}
