import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { tags, type LocalizedText } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import { locales } from '../i18n/locales';

/**
 * The tags staff keep (issue 37, role `catalogue`): a name and the slug of its page /tag/{slug}
 * per language, and a colour. A slug is unique in its language (the tag page finds the tag by it).
 * Deleting a tag takes it off its items (the foreign key cascades). A save reaches shoppers when
 * it commits.
 */
export type TagRow = typeof tags.$inferSelect;
export type StaffTag = TagRow & { itemCount: number };
export interface TagInput {
  id?: number;
  names: LocalizedText;
  slugs: LocalizedText;
  color: string;
}

// Written out: inside a select of one table drizzle names columns without their table.
const itemCount = sql<number>`(select count(*) from item_tags it where it.tag_id = "tags"."id")::int`;

/** getStaffTags: every tag by its name in the language, with how many items carry it. */
export async function listTags(db: Database, locale: 'de' | 'en'): Promise<StaffTag[]> {
  const rows = await db
    .select({ tag: tags, itemCount })
    .from(tags)
    .orderBy(asc(sql`lower(${tags.names} ->> ${locale})`), asc(tags.id));
  return rows.map((row) => ({ ...row.tag, itemCount: row.itemCount }));
}

const unknownTag = () => new ApiError({ status: 404, key: 'staff.masterData.tagUnknown', message: 'No such tag.' });

/** doSaveTag: a new tag (no id) or an existing one; a slug another tag has in its language is refused (409). */
export async function saveTag(db: Database, input: TagInput): Promise<TagRow> {
  const { id, ...fields } = input;
  return db.transaction(async (tx) => {
    // One save of tags at a time: two new tags with the same slug cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spiegelshop.tag-slugs'))`);
    for (const locale of locales) {
      const [taken] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(
          and(
            sql`${tags.slugs} ->> ${locale} = ${fields.slugs[locale]}`,
            id === undefined ? undefined : ne(tags.id, id),
          ),
        )
        .limit(1);
      if (taken) {
        throw new ApiError({
          status: 409,
          key: 'staff.masterData.slugTaken',
          message: 'Another tag has this slug.',
          cause: [
            { field: `tag.slugs.${locale}`, code: 'taken', message: 'storefrontError.staff.masterData.slugTaken' },
          ],
        });
      }
    }
    const [saved] =
      id === undefined
        ? await tx.insert(tags).values(fields).returning()
        : await tx.update(tags).set(fields).where(eq(tags.id, id)).returning();
    if (!saved) throw unknownTag();
    await publishContentChange(tx);
    return saved;
  });
}

/** doDeleteTag: the tag, and with it its place on every item. */
export async function deleteTag(db: Database, tagId: number): Promise<{ itemCount: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ itemCount }).from(tags).where(eq(tags.id, tagId));
    if (!row) throw unknownTag();
    await tx.delete(tags).where(eq(tags.id, tagId));
    await publishContentChange(tx);
    return { itemCount: row.itemCount };
  });
}
