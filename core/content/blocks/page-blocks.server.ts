import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.server';
import { pageBlocks as pageBlocksTable } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import type { Logger } from '../../logger';
import { sanitizeRichTextFields } from '../../security/rich-text.server';
import { pageBlock, type PageBlock } from './block-model';
import { withEarlierDecorativeMarks } from './block-rules';
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
