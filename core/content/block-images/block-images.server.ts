import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ApiError } from '../../api/errors';
import type { Database } from '../../db/connection.server';
import { itemImages } from '../../db/catalog-schema';
import { pageBlocks, pageBlockVersions, shopSettings } from '../../db/schema';
import {
  blockImageMaxBytes,
  blockImageMaxPixels,
  blockImagePlaceholderUrl,
  blockImageUrl,
  blockImageWidths,
  sniffBlockImageType,
  type BlockImageFormat,
} from './block-image-rules';

/**
 * Pictures editors upload for blocks (issue 17): checked by content, kept once per content (the
 * id is a hash, so uploading the same photo twice stores it once) under DATA_DIR/block-images,
 * and rendered in every size, density and format on the first request like product pictures.
 */

const folderOf = (dataDir: string, id: string) => path.join(dataDir, 'block-images', id);

/** Where the picture routes keep the sizes rendered from an upload (server/product-images.ts). */
export const renderedBlockImageDir = (dataDir: string, id: string) => path.join(dataDir, 'images', 'blocks', id);

const idPattern = /^[0-9a-f]{32}$/;

export interface StoredBlockImage {
  id: string;
  width: number;
  height: number;
  /** The four sources of the block model, at density 1 in WebP. */
  sources: Record<keyof typeof blockImageWidths, string>;
  placeholder: string;
}

export async function storeBlockImage(dataDir: string, bytes: Uint8Array): Promise<StoredBlockImage> {
  if (bytes.byteLength === 0) throw uploadRefusal(400, 'editor.image.empty', 'The file is empty.');
  if (bytes.byteLength > blockImageMaxBytes)
    throw uploadRefusal(413, 'editor.image.tooLarge', 'The file is too large.');
  if (!sniffBlockImageType(bytes)) {
    throw uploadRefusal(415, 'editor.image.unsupportedType', 'Only JPEG, PNG and WebP pictures can be used.');
  }
  let source: Buffer;
  let size: { width: number; height: number };
  try {
    // Turned upright by its EXIF orientation and stripped of metadata (no camera GPS position
    // ends up public); at most 3840 px wide, the largest size the shop serves.
    const { data, info } = await sharp(bytes, { limitInputPixels: blockImageMaxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: blockImageWidths.wideScreen * 2, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    source = data;
    size = { width: info.width, height: info.height };
  } catch {
    throw uploadRefusal(422, 'editor.image.unreadable', 'The picture could not be read.');
  }
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const folder = folderOf(dataDir, id);
  await mkdir(folder, { recursive: true });
  await writeAtomically(path.join(folder, 'source.webp'), source);
  const sources = Object.fromEntries(
    Object.entries(blockImageWidths).map(([key, width]) => [key, blockImageUrl(id, width, 1, 'webp')]),
  ) as StoredBlockImage['sources'];
  return { id, ...size, sources, placeholder: blockImagePlaceholderUrl(id) };
}

/** The kept upload, or null when there is none with this id. */
export async function readBlockImageSource(dataDir: string, id: string): Promise<Buffer | null> {
  if (!idPattern.test(id)) return null;
  return readFile(path.join(folderOf(dataDir, id), 'source.webp')).catch(() => null);
}

/** One size of an upload: the width at a density, never wider than the upload itself. */
export async function renderBlockImage(
  source: Buffer,
  width: number,
  density: number,
  format: BlockImageFormat,
): Promise<Buffer> {
  const resized = sharp(source).resize({ width: width * density, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif({ quality: 55 }) : resized.webp({ quality: 78 })).toBuffer();
}

/** Spec §9: a 10×10 blurred placeholder shown while the picture loads. */
export async function renderBlockImagePlaceholder(source: Buffer): Promise<Buffer> {
  return sharp(source).resize(10, 10, { fit: 'cover' }).blur(1).webp({ quality: 50 }).toBuffer();
}

async function writeAtomically(file: string, buffer: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, buffer);
  await rename(temporary, file);
}

function uploadRefusal(status: number, key: string, message: string) {
  return new ApiError({ status, key, message, cause: [{ field: 'file', code: key, message }] });
}

/**
 * Uploads no saved page block, no saved version (the history) and no shop setting refers to
 * are kept this long after their upload: an editor may still be working on a draft with them.
 */
export const unusedBlockImageGraceDays = 7;

/** The ids of uploaded pictures that saved content refers to (any of their sources). */
async function referencedBlockImageIds(db: Database): Promise<Set<string>> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select distinct (regexp_matches(content.text, '/images/blocks/([0-9a-f]{32})/', 'g'))[1] as id
    from (
      select ${pageBlocks.blocks}::text as text from ${pageBlocks}
      union all select ${pageBlockVersions.blocks}::text from ${pageBlockVersions}
      union all select ${shopSettings.value}::text from ${shopSettings}
    ) as content
    where content.text like '%/images/blocks/%'`);
  // Item photos staff uploaded (issue 37) come from the same store, named upload-<id>.
  const items = await db.execute<{ id: string }>(
    sql`select substring(${itemImages.fileName} from 8) as id from ${itemImages} where ${itemImages.fileName} like 'upload-%'`,
  );
  return new Set([...rows, ...items.rows].map((row) => row.id));
}

/**
 * Deletes editors' uploads nothing refers to any more, once they are older than the grace
 * period, with the sizes rendered from them; and rendered sizes whose upload is gone. The
 * references are read first, so a picture in use is never touched.
 */
export async function sweepUnusedBlockImages(deps: { db: Database; dataDir: string }, now = new Date()) {
  const referenced = await referencedBlockImageIds(deps.db);
  const before = now.getTime() - unusedBlockImageGraceDays * 86_400_000;
  const idsIn = async (folder: string) =>
    (await readdir(folder).catch(() => [] as string[])).filter((name) => idPattern.test(name));
  let removed = 0;
  for (const id of await idsIn(path.join(deps.dataDir, 'block-images'))) {
    if (referenced.has(id)) continue;
    // The source is written again when the same picture is uploaded again: its age counts.
    const uploaded =
      (await stat(path.join(folderOf(deps.dataDir, id), 'source.webp')).catch(() => null)) ??
      (await stat(folderOf(deps.dataDir, id)).catch(() => null));
    if (!uploaded || uploaded.mtime.getTime() >= before) continue;
    await rm(folderOf(deps.dataDir, id), { recursive: true, force: true });
    await rm(renderedBlockImageDir(deps.dataDir, id), { recursive: true, force: true });
    removed += 1;
  }
  for (const id of await idsIn(path.join(deps.dataDir, 'images', 'blocks'))) {
    if (referenced.has(id) || (await stat(folderOf(deps.dataDir, id)).catch(() => null))) continue;
    await rm(renderedBlockImageDir(deps.dataDir, id), { recursive: true, force: true });
  }
  return removed;
}
