import { useState } from 'react';
import type { ProductImage } from '../../../core/catalog/product.server';
import { useTranslation } from '../../i18n/use-translation';

const srcSet = (url: string) => `${url} 1x, ${url.replace('@1x.', '@2x.')} 2x`;

/**
 * The product pictures: the first is the page's largest image, so it loads eagerly and with high
 * priority; every picture has fixed dimensions (no layout shift) and a blurred placeholder.
 */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const image = images[Math.min(current, images.length - 1)];
  if (!image) return null;
  return (
    <section aria-label={t('product.gallery')}>
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
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2">
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
