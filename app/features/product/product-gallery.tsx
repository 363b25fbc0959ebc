import { useRef, useState } from 'react';
import type { ProductImage } from '../../../core/catalog/product.server';
import { useTranslation } from '../../i18n/use-translation';

const srcSet = (url: string) => `${url} 1x, ${url.replace('@1x.', '@2x.')} 2x`;

/**
 * The product pictures: the first is the page's largest image, so it loads eagerly and with high
 * priority; every picture has fixed dimensions (no layout shift) and a blurred placeholder.
 * The main picture links to its full size; with JavaScript that opens in a dialog (zoom) that
 * Escape or the close button leaves, focus returning to the picture.
 */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[Math.min(current, images.length - 1)];
  if (!image) return null;
  return (
    <section aria-label={t('product.gallery')}>
      <a
        href={image.url}
        className="block cursor-zoom-in"
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        <picture>
          <source type="image/avif" srcSet={srcSet(image.urlMiddle.replace(/\.webp$/, '.avif'))} />
          <img
            src={image.urlMiddle}
            srcSet={srcSet(image.urlMiddle)}
            width={800}
            height={800}
            alt={image.alternate}
            fetchPriority="high"
            decoding="async"
            className="aspect-square w-full rounded-lg bg-slate-100 bg-cover object-contain"
            style={{ backgroundImage: `url(${image.placeholder})` }}
          />
        </picture>
        <span className="sr-only">{t('product.zoom')}</span>
      </a>
      {/* Keyboard users close the dialog with Escape (built into <dialog>) or the close button; the
          click handler only adds closing by a click on the backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-label={t('product.zoomTitle', { name: image.alternate })}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg p-0 backdrop:bg-slate-900/80"
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <form method="dialog" className="absolute top-2 right-2">
          <button type="submit" className="rounded-full bg-white px-3 py-1 font-semibold shadow">
            {t('product.zoomClose')}
          </button>
        </form>
        <img
          src={image.url}
          srcSet={srcSet(image.url)}
          width={1200}
          height={1200}
          alt={image.alternate}
          loading="lazy"
          className="h-auto max-h-[95vh] w-auto max-w-full"
        />
      </dialog>
      {images.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((thumbnail, index) => (
            <li key={thumbnail.urlPreview + index}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t('product.showImage', { number: index + 1 })}
                aria-pressed={index === current}
                className="block rounded-md border-2 border-transparent aria-pressed:border-primary-700"
              >
                <img
                  src={thumbnail.urlPreview}
                  width={80}
                  height={80}
                  alt=""
                  loading="lazy"
                  className="size-20 rounded"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
