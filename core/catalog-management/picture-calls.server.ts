import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { recordId } from '../api/record-id';
import { sortItemImages, updateItemImage } from './item-images.server';

/**
 * An item's pictures after they were added (issue 37, role `catalogue`; admin passes): their order
 * as a whole (drag and drop) and their alt texts and variation. Uploading, adding, moving one place
 * and removing are in `calls.server.ts`. Each change reaches shoppers at once: this process drops
 * its caches now, the others hear the change the service publishes in its transaction.
 */
const access = { staff: ['catalogue'] } as const;
const altText = z.string().trim().max(250, 'staff.errors.tooLong').min(1, 'staff.catalogue.altRequired');

/** doSortItemImages {itemId, itemImageIds}: every picture of the item, first (main picture) to last. */
export const doSortItemImages = defineCall({
  kind: 'write',
  access,
  input: z.object({ itemId: recordId, itemImageIds: z.array(recordId).min(1).max(200) }).strict(),
  async handler(ctx, input) {
    const sorted = await sortItemImages(ctx.services.db, input);
    if (sorted.sorted) ctx.services.contentChanges.notify();
    return sorted;
  },
});

/** doUpdateItemImage {itemId, itemImageId, alternate: {de, en}, attributeValueId}: null shows it for all variations. */
export const doUpdateItemImage = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      itemId: recordId,
      itemImageId: recordId,
      alternate: z.object({ de: altText, en: altText }).strict(),
      attributeValueId: recordId.nullable(),
    })
    .strict(),
  async handler(ctx, input) {
    const updated = await updateItemImage(ctx.services.db, input);
    ctx.services.contentChanges.notify();
    return updated;
  },
});
