import { data } from 'react-router';
import { errorStatus, formFailure, formRefusal, type FormFailure } from '../../lib/form-result';
import type { ShopRequestContext } from '../../shop-context';
import { orderFromField } from './picture-order';

const pictureIntents = ['uploadImage', 'moveImage', 'sortImages', 'updateImage', 'deleteImage'] as const;
export type PictureIntent = (typeof pictureIntents)[number];
export const isPictureIntent = (intent: unknown): intent is PictureIntent =>
  pictureIntents.includes(intent as PictureIntent);

export type PictureFailure = FormFailure & { intent: PictureIntent };

/** The route's answer when it is a refusal of a picture form (shown at that form), else null. */
export const pictureFailure = (answer: { ok: boolean; intent: string }): PictureFailure | null =>
  !answer.ok && isPictureIntent(answer.intent) ? (answer as PictureFailure) : null;

/**
 * The item page's picture forms (issue 37): an upload is kept first (doUploadItemImage, the file
 * checked by its content), then put on the item with its alt texts; moving, sorting (the whole
 * order, from a drag and drop), editing and removing are one call each. A refusal comes back to
 * the form it came from (`intent`) with what was typed.
 */
export async function pictureAction(
  shop: ShopRequestContext,
  intent: PictureIntent,
  form: FormData,
  itemId: number,
  values: Record<string, string>,
) {
  const itemImageId = Number(form.get('itemImageId'));
  try {
    if (intent === 'moveImage') {
      await shop.call('doMoveItemImage', { itemId, itemImageId, direction: form.get('direction') } as never);
    } else if (intent === 'sortImages') {
      await shop.call('doSortItemImages', { itemId, itemImageIds: orderFromField(form.get('itemImageIds')) } as never);
    } else if (intent === 'updateImage') {
      const attributeValueId = Number(form.get('attributeValueId'));
      await shop.call('doUpdateItemImage', {
        itemId,
        itemImageId,
        alternate: { de: String(form.get('alt-de') ?? ''), en: String(form.get('alt-en') ?? '') },
        attributeValueId: Number.isSafeInteger(attributeValueId) && attributeValueId > 0 ? attributeValueId : null,
      } as never);
    } else if (intent === 'deleteImage') {
      await shop.call('doDeleteItemImage', { itemId, itemImageId } as never);
    } else {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) {
        return data({ ...formRefusal('staff.catalogue.pictureMissing', values), intent }, 400);
      }
      // The alt texts first: a photo is not kept for an item it cannot go on.
      const missing = (['de', 'en'] as const).filter((lang) => String(form.get(`alt-${lang}`) ?? '').trim() === '');
      if (missing.length > 0) {
        const { file: _file, ...typed } = values;
        const fieldErrors = Object.fromEntries(missing.map((lang) => [lang, 'staff.catalogue.altRequired']));
        return data({ ok: false as const, fieldErrors, formError: null, values: typed, intent }, 400);
      }
      const uploaded = (await shop.call('doUploadItemImage', {
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      } as never)) as { imageId: string };
      const attributeValueId = Number(form.get('attributeValueId'));
      await shop.call('doAddItemImage', {
        itemId,
        imageId: uploaded.imageId,
        alternate: { de: String(form.get('alt-de') ?? ''), en: String(form.get('alt-en') ?? '') },
        attributeValueId: Number.isSafeInteger(attributeValueId) && attributeValueId > 0 ? attributeValueId : null,
      } as never);
    }
    return { ok: true as const, intent };
  } catch (error) {
    const { file: _file, ...typed } = values;
    const failure = formFailure(error, typed, { fields: ['file', 'de', 'en', 'attributeValueId'] });
    return data({ ...failure, intent }, errorStatus(error));
  }
}
