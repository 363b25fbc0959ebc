import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.server';
import { pageBlocks as pageBlocksTable } from '../../db/schema';
import { locales, type Locale } from '../../i18n/locales';
import type { Logger } from '../../logger';
import { sanitizeRichTextFields } from '../../security/rich-text.server';
import { pageBlock, type PageBlock } from './block-model';
import { withEarlierDecorativeMarks } from './block-rules';
import { walkBlocks } from './block-tree';
import { defaultHomeBlocks } from './default-home-blocks.server';

/**
 * The blocks of one page in one language (spec §7 getBlocks). An 'immutable' page without saved
 * blocks shows the sample blocks of its language. A stored block that no longer fits the block
 * model (an older editor, a hand edit) is left out and logged, so one bad block never breaks the
 * page; rich text is sanitized on the way out as well as on the way in.
 */
export async function loadPageBlocks(
  db: Database,
  logger: Logger,
  page: { identifier: string; entityType: string; locale: Locale },
): Promise<PageBlock[]> {
  const [row] = await db
    .select({ blocks: pageBlocksTable.blocks })
    .from(pageBlocksTable)
    .where(
      and(
        eq(pageBlocksTable.identifier, page.identifier),
        eq(pageBlocksTable.entityType, page.entityType),
        eq(pageBlocksTable.lang, page.locale),
      ),
    );
  const stored = row?.blocks ?? [];
  if (stored.length === 0 && page.entityType === 'immutable' && page.identifier === 'index') {
    return sanitizeRichTextFields(defaultHomeBlocks(page.locale));
  }
  const blocks: PageBlock[] = [];
  for (const candidate of stored) {
    const parsed = pageBlock.safeParse(candidate);
    if (parsed.success) blocks.push(parsed.data);
    else
      logger.warn('stored page block skipped', {
        identifier: page.identifier,
        lang: page.locale,
        problem: parsed.error.issues[0]?.message,
      });
  }
  return sanitizeRichTextFields(withEarlierDecorativeMarks(blocks));
}

/**
 * A block by its uuid, wherever it was saved (any page, any language), or among the home page's
 * sample blocks; null when there is none. For a form that names the block it was drawn by, so the
 * server applies that block's settings (the newsletter sign-up's required names).
 */
export async function findBlockByUuid(db: Database, uuid: string): Promise<PageBlock | null> {
  const rows = await db
    .select({ blocks: pageBlocksTable.blocks })
    .from(pageBlocksTable)
    .where(
      sql`jsonb_path_exists(${pageBlocksTable.blocks}, '$.** ? (@.meta.uuid == $uuid)', jsonb_build_object('uuid', ${uuid}::text))`,
    )
    .limit(10);
  const candidates = [...rows.flatMap((row) => row.blocks), ...locales.flatMap((locale) => defaultHomeBlocks(locale))];
  const parsed = candidates.flatMap((candidate) => {
    const block = pageBlock.safeParse(candidate);
    return block.success ? [block.data] : [];
  });
  for (const block of walkBlocks(parsed)) if (block.meta.uuid === uuid) return block;
  return null;
}
