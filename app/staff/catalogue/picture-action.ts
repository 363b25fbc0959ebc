import { data } from 'react-router';
import { errorStatus, formFailure, formRefusal } from '../../lib/form-result';
import type { ShopRequestContext } from '../../shop-context';

export type PictureIntent = 'uploadImage' | 'moveImage' | 'deleteImage';

/**
 * The item page's picture forms (issue 37): an upload is kept first (doUploadItemImage, the file
 * checked by its content), then put on the item with its alt texts; moving and removing are one
 * call each. A refusal comes back to the upload form with what was typed.
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
    const failure = formFailure(error, typed, { fields: ['file', 'de', 'en'] });
    return data({ ...failure, intent }, errorStatus(error));
  }
}
