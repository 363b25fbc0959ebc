import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { releaseHits, takeRateLimits, type RateLimit } from '../security/rate-limits.server';
import { orderPropertyFiles } from '../db/schema';
import {
  orderPropertyFileMaxBytes,
  orderPropertyFileValue,
  parseOrderPropertyFileValue,
  sniffOrderPropertyFileType,
  storedUploadFileName,
} from './order-property-file-rules';

/** The folder of uploaded order property files below DATA_DIR. */
export function orderPropertyFileDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'order-properties');
}

const uploadError = (status: number, key: string, message: string, values?: Record<string, number>) =>
  new ApiError({ status, key: `upload.${key}`, message, values });

/**
 * Keeps an uploaded file for a cart: checks size and real type, records the row within the cart's
 * quota, takes the client address's quota, writes the bytes (an upload that fails there leaves
 * neither its row nor its address's units behind). Answers the value a cart line stores for
 * the file property.
 */
export async function storeOrderPropertyFile(
  deps: { db: Database; dataDir: string },
  cartId: number,
  file: { fileName: string; bytes: Uint8Array },
  clientIp: string,
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
  const fileName = storedUploadFileName(file.fileName, contentType);
  const dir = orderPropertyFileDir(deps.dataDir);
  // The cart's quota first, with its row kept at once: the cart is locked only while its files are
  // counted and the row is inserted, so uploads to one cart sent at once cannot pass it together,
  // and a refused one costs the client address nothing.
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
    await tx
      .insert(orderPropertyFiles)
      .values({ token, cartId, fileName, contentType, sizeBytes: file.bytes.byteLength });
  });
  const forget = () => deps.db.delete(orderPropertyFiles).where(eq(orderPropertyFiles.token, token));
  // Then the address's quota, in its own short statement: its lock is shared by everyone behind
  // one router, so it is never held while a file is written (migration 0023 says why).
  const address = await takeRateLimits(deps.db, uploadAddressLimits(clientIp, file.bytes.byteLength)).catch(
    async (error: unknown) => {
      await forget();
      throw error;
    },
  );
  if (!address.allowed) {
    await forget();
    throw uploadError(429, 'addressQuotaReached', 'Too many files from this client address', {
      hours: Math.ceil(address.retryAfterMinutes / 60),
    });
  }
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, token), file.bytes, { flag: 'wx' });
  } catch {
    // Nothing was kept: the row goes, and the address's units are free again. A full disk or a
    // read-only folder is not the shopper's fault, but they must learn the file did not arrive
    // (spec §8 "upload failed") rather than see a broken page.
    await forget();
    await releaseHits(deps.db, address.hitIds);
    // A full disk may have kept part of it; a broken folder keeps nothing (and refuses rm too).
    await rm(path.join(dir, token), { force: true }).catch(() => undefined);
    throw new ApiError({ status: 503, key: 'upload.uploadFailed', message: 'Upload failed' });
  }
  return { value: orderPropertyFileValue(token, fileName), fileName, contentType, sizeBytes: file.bytes.byteLength };
}

/**
 * What one cart (so one session) may keep at a time: enough for every personalised mirror of an
 * order, not a free file store. Files no cart line uses are swept after a day.
 */
export const uploadQuota = { files: 20, bytes: 50 * 1024 * 1024 };

/**
 * What one client address may upload in 24 hours, whatever its sessions and carts (a new session
 * gets no fresh quota): three carts' worth. Counted in the database (rate_limit_hits, one hit per
 * file and one per started megabyte).
 */
export const uploadAddressQuota = { files: 60, megabytes: 150, windowMinutes: 24 * 60 };

const uploadAddressLimits = (clientIp: string, bytes: number): RateLimit[] => [
  {
    bucket: 'upload.addressFiles',
    key: clientIp,
    limit: uploadAddressQuota.files,
    windowMinutes: uploadAddressQuota.windowMinutes,
    units: 1,
  },
  {
    bucket: 'upload.addressMegabytes',
    key: clientIp,
    limit: uploadAddressQuota.megabytes,
    windowMinutes: uploadAddressQuota.windowMinutes,
    units: Math.max(1, Math.ceil(bytes / (1024 * 1024))),
  },
];

/**
 * The stored value for a file property of a cart line, when the file was uploaded for this cart;
 * null otherwise (another cart's file, an invented token, a swept file). The name comes from the
 * upload, not from what the client sent.
 */
export async function cartFileValue(db: Database, cartId: number, value: string): Promise<string | null> {
  const parsed = parseOrderPropertyFileValue(value);
  if (!parsed) return null;
  const [row] = await db
    .select({
      token: orderPropertyFiles.token,
      fileName: orderPropertyFiles.fileName,
      contentType: orderPropertyFiles.contentType,
    })
    .from(orderPropertyFiles)
    .where(and(eq(orderPropertyFiles.token, parsed.token), eq(orderPropertyFiles.cartId, cartId)));
  return row ? orderPropertyFileValue(row.token, storedUploadFileName(row.fileName, row.contentType)) : null;
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
    // Named again for its type: a row kept before names were ("x.html") downloads as "x.html.jpg".
    return { bytes, contentType: row.contentType, fileName: storedUploadFileName(row.fileName, row.contentType) };
  } catch {
    return null;
  }
}

/**
 * Removes uploads nobody can use any more: files whose cart is gone, and files older than a day
 * that no line of their cart refers to (chosen, then not added, or the line was removed), and
 * files on disk older than a day without a row (an upload that failed after writing). Files that
 * went into an order stay with it.
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
  const tokens = stale.map((row) => row.token);
  if (tokens.length > 0) await deps.db.delete(orderPropertyFiles).where(inArray(orderPropertyFiles.token, tokens));
  const dir = orderPropertyFileDir(deps.dataDir);
  await Promise.all(tokens.map((token) => rm(path.join(dir, token), { force: true })));
  return tokens.length + (await sweepFilesWithoutRow(deps, dayAgo));
}

/** Files in the upload folder that no row names, last written before `before`. */
async function sweepFilesWithoutRow(deps: { db: Database; dataDir: string }, before: Date): Promise<number> {
  const dir = orderPropertyFileDir(deps.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^[0-9a-f]{32}$/.test(name));
  if (names.length === 0) return 0;
  const known = new Set<string>();
  for (let start = 0; start < names.length; start += 1000) {
    const rows = await deps.db
      .select({ token: orderPropertyFiles.token })
      .from(orderPropertyFiles)
      .where(inArray(orderPropertyFiles.token, names.slice(start, start + 1000)));
    for (const row of rows) known.add(row.token);
  }
  let removed = 0;
  for (const name of names.filter((candidate) => !known.has(candidate))) {
    const file = path.join(dir, name);
    // A file younger than that may belong to an upload whose row is not committed yet.
    const written = await stat(file).catch(() => null);
    if (!written || written.mtime >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
