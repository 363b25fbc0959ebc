import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { tagSlugRedirects, tags, type LocalizedText } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';
import { locales } from '../i18n/locales';
import { checkVersion, type Versioned } from './master-data-version';
import { currentSlugs, formerSlugs } from './tag-slug-changes';

/**
 * The tags staff keep (issue 37, role `catalogue`): a name and the slug of its page /tag/{slug}
 * per language, and a colour. A slug is unique in its language (the tag page finds the tag by it).
 * Deleting a tag takes it off its items (the foreign key cascades). A save reaches shoppers when
 * it commits. A save or a delete names the version its form was read at (409 when someone saved
 * since). A changed slug keeps its old address as a redirect (tag_slug_redirects: the tag page
 * answers 301 there) – until a tag takes that slug as its own: the current slug always wins, and a
 * tag may take another tag's former slug (its redirect goes).
 */
export type TagRow = typeof tags.$inferSelect;
export type StaffTag = TagRow & { itemCount: number };
export interface TagInput extends Versioned {
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

/** The tag locked for a save or a delete, refused when it is gone (404) or saved since `version` (409). */
async function lockedTag(tx: Pick<Database, 'select'>, id: number, version: number, deleting = false) {
  const [row] = await tx.select({ tag: tags, itemCount }).from(tags).where(eq(tags.id, id)).for('update');
  if (!row) throw unknownTag();
  checkVersion(row.tag.version, version, deleting);
  return row;
}

/**
 * doSaveTag: a new tag (no id) or an existing one read at `version`; a slug another tag has in its
 * language is refused (409). Old slugs become redirects, current ones lose theirs, in the save's
 * transaction.
 */
export async function saveTag(db: Database, input: TagInput): Promise<TagRow> {
  const { id, version, ...fields } = input;
  return db.transaction(async (tx) => {
    // One save of tags at a time: two new tags with the same slug cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spiegelshop.tag-slugs'))`);
    const before = id === undefined ? null : (await lockedTag(tx, id, version ?? -1)).tag;
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
        : await tx
            .update(tags)
            .set({ ...fields, version: sql`${tags.version} + 1` })
            .where(eq(tags.id, id))
            .returning();
    if (!saved) throw unknownTag();
    await tx
      .delete(tagSlugRedirects)
      .where(
        or(
          ...currentSlugs(saved.slugs).map(({ lang, slug }) =>
            and(eq(tagSlugRedirects.lang, lang), eq(tagSlugRedirects.slug, slug)),
          ),
        ),
      );
    const former = before ? formerSlugs(before.slugs, saved.slugs) : [];
    if (former.length > 0) {
      await tx
        .insert(tagSlugRedirects)
        .values(former.map(({ lang, slug }) => ({ lang, slug, tagId: saved.id })))
        .onConflictDoUpdate({
          target: [tagSlugRedirects.lang, tagSlugRedirects.slug],
          set: { tagId: saved.id, createdAt: sql`now()` },
        });
    }
    await publishContentChange(tx);
    return saved;
  });
}

/** doDeleteTag: the tag as seen at `version`, and with it its place on every item and its old addresses. */
export async function deleteTag(db: Database, tagId: number, version: number): Promise<{ itemCount: number }> {
  return db.transaction(async (tx) => {
    const row = await lockedTag(tx, tagId, version, true);
    await tx.delete(tags).where(eq(tags.id, tagId));
    await publishContentChange(tx);
    return { itemCount: row.itemCount };
  });
}
