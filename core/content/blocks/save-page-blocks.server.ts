import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { CallContext } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Database } from '../../db/connection.server';
import { categories, pageBlocks, pageBlockVersions } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import { publishContentChange } from '../../cache/content-change-channel.server';
import { sanitizeRichTextFields } from '../../security/rich-text.server';
import type { PageBlock } from './block-model';
import { loadPageBlocks } from './page-blocks.server';

/**
 * Saving a page's blocks from the editor (issue 17, spec §4 "Saving"): only pages that have
 * blocks, one version after the other (a save names the version it started from, so a stale one
 * is refused instead of silently overwriting), every version kept for the history (the last 50
 * per page and language), rich text sanitised on the way in.
 */

export interface EditablePage {
  identifier: string;
  entityType: string;
  locale: Locale;
}

/** Versions kept per page and language. */
export const keptVersions = 50;

const notEditable = () =>
  new ApiError({ status: 400, key: 'editor.pageNotEditable', message: 'This page has no blocks to edit.' });

/** The home page ('index', immutable) and content categories ('category', their id) have blocks. */
export async function assertEditablePage(db: Database, page: EditablePage): Promise<void> {
  if (page.entityType === 'immutable' && page.identifier === 'index') return;
  if (page.entityType !== 'category' || !/^[1-9]\d{0,8}$/.test(page.identifier)) throw notEditable();
  const [category] = await db
    .select({ type: categories.type })
    .from(categories)
    .where(eq(categories.id, Number(page.identifier)));
  if (category?.type !== 'content') throw notEditable();
}

const samePage = (page: EditablePage) =>
  and(
    eq(pageBlocks.identifier, page.identifier),
    eq(pageBlocks.entityType, page.entityType),
    eq(pageBlocks.lang, page.locale),
  );

const samePageVersions = (page: EditablePage) =>
  and(
    eq(pageBlockVersions.identifier, page.identifier),
    eq(pageBlockVersions.entityType, page.entityType),
    eq(pageBlockVersions.lang, page.locale),
  );

/** The blocks the editor starts from, with the version a save must name. */
export async function editablePageBlocks(ctx: CallContext, page: EditablePage) {
  const { db, logger } = ctx.services;
  await assertEditablePage(db, page);
  const [row] = await db
    .select({ version: pageBlocks.version, updatedAt: pageBlocks.updatedAt })
    .from(pageBlocks)
    .where(samePage(page));
  return {
    blocks: await loadPageBlocks(db, logger, page),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export interface SaveRequest {
  blocks: PageBlock[];
  /** The version the editor started from; another one saved meanwhile is a conflict. */
  baseVersion: number;
  /** Save over a newer version knowingly (after the conflict message). */
  overwrite: boolean;
  /** A restore: the earlier version saved again, and when that one was saved. */
  restoredFrom?: { version: number; savedAt: Date };
}

/**
 * Saves a new version of the page's blocks in one transaction (an advisory lock per page keeps two
 * saves from passing the version check together), then tells the caches. The answer carries the
 * blocks as stored (rich text sanitised): the editor's saved copy is this, never its own draft.
 */
export async function savePageBlocks(
  ctx: CallContext,
  page: EditablePage,
  request: SaveRequest,
  editor: { id: number; name: string; email: string },
): Promise<{ version: number; savedAt: string; blocks: PageBlock[] }> {
  const { db } = ctx.services;
  await assertEditablePage(db, page);
  const blocks = sanitizeRichTextFields(request.blocks);
  const saved = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`blocks:${page.identifier}:${page.entityType}:${page.locale}`}))`,
    );
    const [current] = await tx.select({ version: pageBlocks.version }).from(pageBlocks).where(samePage(page));
    const currentVersion = current?.version ?? 0;
    if (!request.overwrite && request.baseVersion !== currentVersion) {
      const [latest] = await tx
        .select({ savedByName: pageBlockVersions.savedByName, savedAt: pageBlockVersions.savedAt })
        .from(pageBlockVersions)
        .where(samePageVersions(page))
        .orderBy(desc(pageBlockVersions.version))
        .limit(1);
      throw new ApiError({
        status: 409,
        key: 'editor.save.conflict',
        message: 'Someone saved this page after you opened it.',
        values: {
          name: latest?.savedByName ?? '',
          savedAt: latest?.savedAt.toISOString() ?? '',
          version: currentVersion,
        },
      });
    }
    const version = currentVersion + 1;
    const now = new Date();
    await tx
      .insert(pageBlocks)
      .values({ ...pageKey(page), blocks, version, updatedAt: now, updatedBy: editor.id })
      .onConflictDoUpdate({
        target: [pageBlocks.identifier, pageBlocks.entityType, pageBlocks.lang],
        set: { blocks, version, updatedAt: now, updatedBy: editor.id },
      });
    await tx.insert(pageBlockVersions).values({
      ...pageKey(page),
      version,
      blocks,
      savedBy: editor.id,
      savedByName: editor.name || editor.email,
      savedAt: now,
      restoredFromVersion: request.restoredFrom?.version ?? null,
      restoredFromSavedAt: request.restoredFrom?.savedAt ?? null,
    });
    await tx
      .delete(pageBlockVersions)
      .where(and(samePageVersions(page), lte(pageBlockVersions.version, version - keptVersions)));
    // Every other shop process on this database hears of it when this commits.
    await publishContentChange(tx);
    return { version, savedAt: now.toISOString() };
  });
  // Shoppers see the change at once: this process's page and read caches forget what they hold.
  ctx.services.contentChanges.notify();
  return { ...saved, blocks };
}

const pageKey = (page: EditablePage) => ({
  identifier: page.identifier,
  entityType: page.entityType,
  lang: page.locale,
});

/**
 * The page's history, newest first: who saved when, the blocks' names (`Carousel`, `TextCard`: the
 * editor shows them by their friendly names), and for a restore which version it brought back.
 */
export async function listBlockVersions(db: Database, page: EditablePage) {
  await assertEditablePage(db, page);
  const rows = await db
    .select({
      id: pageBlockVersions.id,
      version: pageBlockVersions.version,
      blockNames: sql<unknown>`jsonb_path_query_array(${pageBlockVersions.blocks}, '$[*].name')`,
      savedByName: pageBlockVersions.savedByName,
      savedAt: pageBlockVersions.savedAt,
      restoredFromVersion: pageBlockVersions.restoredFromVersion,
      restoredFromSavedAt: pageBlockVersions.restoredFromSavedAt,
    })
    .from(pageBlockVersions)
    .where(samePageVersions(page))
    .orderBy(desc(pageBlockVersions.version))
    .limit(keptVersions);
  return rows.map(({ restoredFromVersion, restoredFromSavedAt, blockNames, ...row }) => ({
    ...row,
    blockNames: Array.isArray(blockNames) ? blockNames.filter((name): name is string => typeof name === 'string') : [],
    savedAt: row.savedAt.toISOString(),
    restoredFrom:
      restoredFromVersion === null
        ? null
        : { version: restoredFromVersion, savedAt: restoredFromSavedAt?.toISOString() ?? null },
  }));
}

/** The blocks of one earlier version (preview, restore); 404 for another page's version. */
export async function blockVersion(db: Database, page: EditablePage, versionId: number) {
  const [row] = await db
    .select({
      version: pageBlockVersions.version,
      blocks: pageBlockVersions.blocks,
      savedAt: pageBlockVersions.savedAt,
    })
    .from(pageBlockVersions)
    .where(and(samePageVersions(page), eq(pageBlockVersions.id, versionId)));
  if (!row) throw new ApiError({ status: 404, key: 'editor.versionNotFound', message: 'No such version.' });
  return row;
}
