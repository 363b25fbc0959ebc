import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Form, useFetcher } from 'react-router';
import type { StaffItemPage } from '../../../core/catalog-management/staff-item-page.server';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import type { PictureFailure } from './picture-action';
import { PictureEditForm, PictureFormAlert, PictureUploadForm } from './picture-forms';
import { movedOrder } from './picture-order';

type Answer = { ok: true } | PictureFailure;

/**
 * An item's pictures (issue 37), the first the main picture. With the mouse or a finger a picture
 * is dragged to its new place (native drag and drop); with the keyboard the buttons "forward" and
 * "back" move it one place – both send the whole new order at once (doSortItemImages) and say the
 * picture's new place in a polite live region, the focus staying on the button. Without
 * JavaScript the buttons are plain forms (doMoveItemImage). Each picture's alt texts and variation
 * can be edited; new photos are uploaded below.
 */
export function ItemPictures({ item, failure }: { item: StaffItemPage; failure: PictureFailure | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const sorter = useFetcher<Answer>();
  const saved = item.images.map((image) => image.id);
  const [pending, setPending] = useState<number[] | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  /** The button a keyboard move came from (`<id>-<direction>`), to give the focus back to. */
  const refocus = useRef<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // While the order is being saved (and the page read again) it shows as sent; then as stored.
  const order = sorter.state !== 'idle' && pending ? pending : saved;
  const orderKey = order.join();
  const images = order.flatMap((id) => item.images.filter((image) => image.id === id));
  // A picture can be shown for a value the item's variations have (a finish), not any of the shop.
  const ownValues = new Set(item.variations.flatMap((variation) => variation.attributeValueIds));
  const choices = item.options.attributes.flatMap((attribute) =>
    attribute.values
      .filter((value) => ownValues.has(value.id))
      .map((value) => ({ id: value.id, name: `${attribute.name}: ${value.name}` })),
  );
  const altOf = (id: number) => item.images.find((image) => image.id === id)?.alternate[locale] ?? '';

  function sort(next: number[], id: number, button?: 'up' | 'down') {
    if (next.join() === orderKey) return;
    setPending(next);
    setMoved(id);
    refocus.current = button ? `${id}-${button}` : null;
    void sorter.submit({ intent: 'sortImages', itemImageIds: next.join(',') }, { method: 'post' });
  }

  // Moved in the list, a picture's button is taken out of the page and put in again: the focus
  // goes back to it, so a keyboard user can go on moving the same picture.
  // Until the order is saved and read again; then the focus is left where the person puts it.
  useEffect(() => {
    if (!refocus.current) return;
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-move="${refocus.current}"]`);
    if (button && document.activeElement !== button) button.focus();
    if (sorter.state === 'idle') refocus.current = null;
  }, [orderKey, sorter.state]);

  const sortFailure = sorter.data && !sorter.data.ok ? sorter.data : failure && !isFormOf(failure) ? failure : null;
  const announcement =
    sorter.state !== 'idle'
      ? t('staff.catalogue.pictureMoving')
      : moved !== null && sorter.data?.ok && saved.includes(moved)
        ? t('staff.catalogue.pictureMoved', {
            alt: altOf(moved),
            position: saved.indexOf(moved) + 1,
            count: saved.length,
          })
        : '';

  // The picture and its caption are the handle (the forms below stay free to select text in);
  // the whole card is where it can be dropped.
  const handleProps = (id: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLDivElement>) => {
      setDragged(id);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(id));
    },
    onDragEnd: () => {
      setDragged(null);
      setTarget(null);
    },
  });
  const dropProps = (id: number) => ({
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (target !== id) setTarget(id);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      if (dragged !== null && dragged !== id) sort(movedOrder(order, dragged, order.indexOf(id)), dragged);
      setDragged(null);
      setTarget(null);
    },
  });

  const moveButton = (id: number, index: number, direction: 'up' | 'down') => {
    const alt = altOf(id);
    const to = direction === 'up' ? index - 1 : index + 1;
    const possible = to >= 0 && to < order.length;
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (possible) sort(movedOrder(order, id, to), id, direction);
    };
    return (
      <Form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="moveImage" />
        <input type="hidden" name="itemImageId" value={id} />
        <input type="hidden" name="direction" value={direction} />
        {/* Kept in place at the ends (aria-disabled, not removed): the focus stays on it. */}
        <button
          type="submit"
          className="button-secondary aria-disabled:opacity-50"
          aria-disabled={possible ? undefined : true}
          data-move={`${id}-${direction}`}
        >
          {t(direction === 'up' ? 'staff.catalogue.moveUp' : 'staff.catalogue.moveDown', { alt })}
        </button>
      </Form>
    );
  };

  return (
    <section aria-labelledby="item-pictures" className="space-y-3">
      <h2 id="item-pictures" className="text-lg font-semibold">
        {t('staff.catalogue.pictures')}
      </h2>
      {images.length === 0 ? <p className="text-slate-700">{t('staff.catalogue.noPictures')}</p> : null}
      {images.length > 1 ? (
        <p id="item-pictures-hint" className="text-sm text-slate-700">
          {t('staff.catalogue.dragHint')}
        </p>
      ) : null}
      <PictureFormAlert failure={sortFailure} />
      <p role="status" aria-live="polite" className="sr-only" data-testid="picture-order-status">
        {announcement}
      </p>
      <ol
        ref={list}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-describedby={images.length > 1 ? 'item-pictures-hint' : undefined}
        aria-busy={sorter.state !== 'idle' || undefined}
      >
        {images.map((image, index) => {
          const alt = image.alternate[locale];
          const value = choices.find((choice) => choice.id === image.attributeValueId);
          return (
            <li
              key={image.id}
              {...dropProps(image.id)}
              data-picture={image.id}
              className={`space-y-2 rounded-lg border p-3 ${
                target === image.id && dragged !== image.id
                  ? 'border-2 border-dashed border-slate-900'
                  : 'border-slate-200'
              } ${dragged === image.id ? 'opacity-50' : ''}`}
            >
              <div {...handleProps(image.id)} className="cursor-grab space-y-2" data-testid="picture-handle">
                <img
                  src={image.url}
                  alt={alt}
                  width={160}
                  height={160}
                  draggable={false}
                  className="size-40 object-contain"
                />
                <p className="text-sm">
                  <span className="font-semibold">
                    {index === 0
                      ? `${t('staff.catalogue.mainPicture')} · `
                      : `${t('staff.catalogue.picturePosition', { position: index + 1, count: images.length })} · `}
                  </span>
                  {alt}
                </p>
                {value ? <p className="text-sm">{t('staff.catalogue.shownFor', { name: value.name })}</p> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {images.length > 1 ? moveButton(image.id, index, 'up') : null}
                {images.length > 1 ? moveButton(image.id, index, 'down') : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="deleteImage" />
                  <input type="hidden" name="itemImageId" value={image.id} />
                  <button type="submit" className="button-secondary">
                    {t('staff.catalogue.removePicture', { alt })}
                  </button>
                </Form>
                <PictureEditForm
                  image={image}
                  alt={alt}
                  choices={choices}
                  failure={
                    failure?.intent === 'updateImage' && failure.values.itemImageId === String(image.id)
                      ? failure
                      : null
                  }
                />
              </div>
            </li>
          );
        })}
      </ol>
      <PictureUploadForm choices={choices} failure={failure?.intent === 'uploadImage' ? failure : null} />
    </section>
  );
}

/** A refusal shown at its own form (the upload, a picture's edit form) rather than above the list. */
const isFormOf = (failure: PictureFailure) => failure.intent === 'uploadImage' || failure.intent === 'updateImage';
