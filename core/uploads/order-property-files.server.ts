import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { orderPropertyFiles } from '../db/schema';
import {
  orderPropertyFileMaxBytes,
  orderPropertyFileValue,
  parseOrderPropertyFileValue,
  safeUploadFileName,
  sniffOrderPropertyFileType,
} from './order-property-file-rules';

/** The folder of uploaded order property files below DATA_DIR. */
export function orderPropertyFileDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'order-properties');
}

const uploadError = (status: number, key: string, message: string, values?: Record<string, number>) =>
  new ApiError({ status, key: `upload.${key}`, message, values });

/**
 * Keeps an uploaded file for a cart: checks size and real type, writes the bytes, records the
 * row. Answers the value a cart line stores for the file property.
 */
export async function storeOrderPropertyFile(
  deps: { db: Database; dataDir: string },
  cartId: number,
  file: { fileName: string; bytes: Uint8Array },
): Promise<{ value: string; fileName: string; contentType: string; sizeBytes: number }> {
  if (file.bytes.byteLength === 0) throw uploadError(400, 'emptyFile', 'The file is empty');
  if (file.bytes.byteLength > orderPropertyFileMaxBytes) {
    throw uploadError(413, 'fileTooLarge', 'The file is too large', {
      megabytes: orderPropertyFileMaxBytes / 1024 / 1024,
    });
  }
  const contentType = sniffOrderPropertyFileType(file.bytes);
  if (!contentType) throw uploadError(415, 'unsupportedFileType', 'Unsupported file type');

  const token = randomBytes(16).toString('hex');
  const fileName = safeUploadFileName(file.fileName);
  const dir = orderPropertyFileDir(deps.dataDir);
  // The cart is locked while its quota is checked and the file is kept: uploads sent at once
  // cannot pass the quota together.
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from carts where id = ${cartId} for update`);
    const [kept] = await tx
      .select({
        files: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(${orderPropertyFiles.sizeBytes}), 0)::bigint`,
      })
      .from(orderPropertyFiles)
      .where(eq(orderPropertyFiles.cartId, cartId));
    if (
      (kept?.files ?? 0) >= uploadQuota.files ||
      Number(kept?.bytes ?? 0) + file.bytes.byteLength > uploadQuota.bytes
    ) {
      throw uploadError(429, 'quotaReached', 'Too many files for this cart', {
        files: uploadQuota.files,
        megabytes: uploadQuota.bytes / 1024 / 1024,
      });
    }
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, token), file.bytes, { flag: 'wx' });
    } catch {
      // A full disk or a read-only folder is not the shopper's fault, but they must learn the
      // file did not arrive (spec §8 "upload failed") rather than see a broken page.
      throw new ApiError({ status: 503, key: 'upload.uploadFailed', message: 'Upload failed' });
    }
    await tx
      .insert(orderPropertyFiles)
      .values({ token, cartId, fileName, contentType, sizeBytes: file.bytes.byteLength });
  });
  return { value: orderPropertyFileValue(token, fileName), fileName, contentType, sizeBytes: file.bytes.byteLength };
}

/**
 * What one cart (so one session) may keep at a time: enough for every personalised mirror of an
 * order, not a free file store. Files no cart line uses are swept within the hour.
 */
export const uploadQuota = { files: 20, bytes: 50 * 1024 * 1024 };

/**
 * The stored value for a file property of a cart line, when the file was uploaded for this cart;
 * null otherwise (another cart's file, an invented token, a swept file). The name comes from the
 * upload, not from what the client sent.
 */
export async function cartFileValue(db: Database, cartId: number, value: string): Promise<string | null> {
  const parsed = parseOrderPropertyFileValue(value);
  if (!parsed) return null;
  const [row] = await db
    .select({ token: orderPropertyFiles.token, fileName: orderPropertyFiles.fileName })
    .from(orderPropertyFiles)
    .where(and(eq(orderPropertyFiles.token, parsed.token), eq(orderPropertyFiles.cartId, cartId)));
  return row ? orderPropertyFileValue(row.token, row.fileName) : null;
}

/** The file of a token when it belongs to this cart: bytes, type and name for the download. */
export async function readCartFile(deps: { db: Database; dataDir: string }, cartId: number | null, token: string) {
  if (cartId === null || !/^[0-9a-f]{32}$/.test(token)) return null;
  const [row] = await deps.db
    .select()
    .from(orderPropertyFiles)
    .where(and(eq(orderPropertyFiles.token, token), eq(orderPropertyFiles.cartId, cartId)));
  if (!row) return null;
  try {
    const bytes = await readFile(path.join(orderPropertyFileDir(deps.dataDir), token));
    return { bytes, contentType: row.contentType, fileName: row.fileName };
  } catch {
    return null;
  }
}

/**
 * Removes uploads nobody can use any more: files whose cart is gone, and files older than a day
 * that no line of their cart refers to (chosen, then not added, or the line was removed). Files
 * that went into an order stay with it.
 */
export async function sweepOrderPropertyFiles(
  deps: { db: Database; dataDir: string },
  now: Date = new Date(),
): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const unused = sql`not exists (
    select 1 from cart_items
    where cart_items.cart_id = ${orderPropertyFiles.cartId}
      and position(${orderPropertyFiles.token} in cart_items.order_params::text) > 0
  )`;
  const stale = await deps.db
    .select({ token: orderPropertyFiles.token })
    .from(orderPropertyFiles)
    .where(
      and(
        isNull(orderPropertyFiles.orderId),
        or(isNull(orderPropertyFiles.cartId), and(lt(orderPropertyFiles.createdAt, dayAgo), unused)),
      ),
    );
  if (stale.length === 0) return 0;
  const tokens = stale.map((row) => row.token);
  await deps.db.delete(orderPropertyFiles).where(inArray(orderPropertyFiles.token, tokens));
  const dir = orderPropertyFileDir(deps.dataDir);
  await Promise.all(tokens.map((token) => rm(path.join(dir, token), { force: true })));
  return tokens.length;
}
