import { and, asc, eq, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { publishContentChange } from '../cache/content-change-channel.server';
import { uploadedPicturePlaceholder } from '../catalog/product-images.server';
import { readBlockImageSource } from '../content/block-images/block-images.server';
import { itemImages, items, variationAttributeValues, variations } from '../db/catalog-schema';
import type { Database } from '../db/connection.server';

/**
 * An item's pictures (issue 37): photos staff upload (doUploadItemImage keeps them like block
 * pictures: checked by content, EXIF stripped, content-hashed) added to the item with their alt
 * text in both languages (required: a picture without one is not accessible), optionally only for
 * the variations with an attribute value (a finish), ordered by moving one up or down or by
 * sorting them all at once; alt texts and the attribute value can be changed afterwards.
 */
const problem = (status: number, key: string, message: string, field?: string) =>
  new ApiError({
    status,
    key: `staff.catalogue.${key}`,
    message,
    ...(field ? { cause: [{ field, message: `storefrontError.staff.catalogue.${key}`, code: key }] } : {}),
  });

async function ensureItem(db: Pick<Database, 'select'>, itemId: number) {
  const [item] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemId));
  if (!item) throw problem(404, 'notFound', 'There is no such item.');
}

/**
 * A picture is shown for all variations (null) or for those with one attribute value (a finish):
 * a value at least one of the item's variations has, else nobody would ever see it.
 */
async function checkShownFor(db: Database, itemId: number, attributeValueId: number | null) {
  if (attributeValueId === null) return;
  const [value] = await db
    .select({ id: variationAttributeValues.attributeValueId })
    .from(variationAttributeValues)
    .innerJoin(variations, eq(variations.id, variationAttributeValues.variationId))
    .where(and(eq(variations.itemId, itemId), eq(variationAttributeValues.attributeValueId, attributeValueId)))
    .limit(1);
  if (!value) throw problem(422, 'attributeValueUnknown', 'No such attribute value.', 'attributeValueId');
}

export async function addItemImage(
  db: Database,
  dataDir: string,
  input: { itemId: number; imageId: string; alternate: { de: string; en: string }; attributeValueId: number | null },
) {
  await ensureItem(db, input.itemId);
  const source = await readBlockImageSource(dataDir, input.imageId);
  if (!source) throw problem(404, 'imageNotFound', 'The uploaded picture is gone; upload it again.', 'file');
  await checkShownFor(db, input.itemId, input.attributeValueId);
  const placeholder = await uploadedPicturePlaceholder(source);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${itemImages.position}), -1)::int` })
      .from(itemImages)
      .where(eq(itemImages.itemId, input.itemId));
    const [image] = await tx
      .insert(itemImages)
      .values({
        itemId: input.itemId,
        attributeValueId: input.attributeValueId,
        position: (last?.position ?? -1) + 1,
        fileName: `upload-${input.imageId}`,
        // Rendered square (product-images.server.ts renderUploadedPicture).
        width: 1200,
        height: 1200,
        placeholder,
        alternate: input.alternate,
      })
      .returning({ id: itemImages.id });
    await publishContentChange(tx);
    return { itemImageId: image!.id };
  });
}

/** Moves a picture one place up or down (the first is the item's main picture). */
export async function moveItemImage(
  db: Database,
  input: { itemId: number; itemImageId: number; direction: 'up' | 'down' },
) {
  return db.transaction(async (tx) => {
    const pictures = await tx
      .select({ id: itemImages.id })
      .from(itemImages)
      .where(eq(itemImages.itemId, input.itemId))
      .orderBy(asc(itemImages.position), asc(itemImages.id))
      .for('update');
    const from = pictures.findIndex((picture) => picture.id === input.itemImageId);
    if (from < 0) throw problem(404, 'imageNotFound', 'There is no such picture of this item.');
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < pictures.length) {
      [pictures[from], pictures[to]] = [pictures[to]!, pictures[from]!];
      // Positions are written again as 0, 1, 2 … so gaps and ties from old data disappear.
      for (const [position, picture] of pictures.entries()) {
        await tx.update(itemImages).set({ position }).where(eq(itemImages.id, picture.id));
      }
      await publishContentChange(tx);
    }
    return { moved: to >= 0 && to < pictures.length };
  });
}

/**
 * Puts an item's pictures in the order given (a drag and drop on the item page): the ids must be
 * exactly the item's pictures, each once – a list made before someone else added or removed one
 * is refused (422), so no picture is lost or left out of the order.
 */
export async function sortItemImages(db: Database, input: { itemId: number; itemImageIds: number[] }) {
  await ensureItem(db, input.itemId);
  return db.transaction(async (tx) => {
    const pictures = await tx
      .select({ id: itemImages.id, position: itemImages.position })
      .from(itemImages)
      .where(eq(itemImages.itemId, input.itemId))
      .orderBy(asc(itemImages.position), asc(itemImages.id))
      .for('update');
    const known = new Set(pictures.map((picture) => picture.id));
    const wanted = new Set(input.itemImageIds);
    if (
      wanted.size !== input.itemImageIds.length ||
      wanted.size !== known.size ||
      input.itemImageIds.some((id) => !known.has(id))
    ) {
      throw problem(422, 'pictureOrderStale', 'The pictures of this item changed meanwhile; reload the page.');
    }
    const unchanged = pictures.every((picture, index) => picture.id === input.itemImageIds[index]);
    if (!unchanged) {
      for (const [position, id] of input.itemImageIds.entries()) {
        await tx.update(itemImages).set({ position }).where(eq(itemImages.id, id));
      }
      await publishContentChange(tx);
    }
    return { sorted: !unchanged };
  });
}

/** A picture's alt texts and the variations it is shown for (an attribute value, or null: all). */
export async function updateItemImage(
  db: Database,
  input: {
    itemId: number;
    itemImageId: number;
    alternate: { de: string; en: string };
    attributeValueId: number | null;
  },
) {
  await checkShownFor(db, input.itemId, input.attributeValueId);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(itemImages)
      .set({ alternate: input.alternate, attributeValueId: input.attributeValueId })
      .where(and(eq(itemImages.itemId, input.itemId), eq(itemImages.id, input.itemImageId)))
      .returning({ id: itemImages.id });
    if (!updated) throw problem(404, 'imageNotFound', 'There is no such picture of this item.');
    await publishContentChange(tx);
    return { updated: true };
  });
}

export async function deleteItemImage(db: Database, input: { itemId: number; itemImageId: number }) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(itemImages)
      .where(and(eq(itemImages.itemId, input.itemId), eq(itemImages.id, input.itemImageId)))
      .returning({ id: itemImages.id });
    if (!deleted) throw problem(404, 'imageNotFound', 'There is no such picture of this item.');
    await publishContentChange(tx);
    return { deleted: true };
  });
}
