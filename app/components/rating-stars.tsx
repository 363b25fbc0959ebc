import { useId } from 'react';
import { roundRating } from '../../core/catalog/catalog-rules';
import { useTranslation } from '../i18n/use-translation';

const star = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
/** Five stars side by side as one path (each 20 units wide). */
const stars = [0, 1, 2, 3, 4]
  .map((index) => `M${10 + index * 20} 1.5${star}`.replace(/L([\d.]+) /g, (_, x) => `L${Number(x) + index * 20} `))
  .join('');

/** The five-star shape, once per page (in the root layout); every rating draws it twice with <use>. */
export function RatingStarsSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <path id="rating-stars" d={stars} />
    </svg>
  );
}

/**
 * Five stars filled in half steps, rounded down (spec §9); screen readers hear the number. One
 * small SVG: grey stars with the gold ones clipped to the rating on top (a list of 20 cards stays light).
 */
export function RatingStars({ value, className = 'h-5' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = roundRating(value);
  const clip = useId();
  return (
    <svg
      role="img"
      aria-label={t('product.rating', { value: rounded })}
      viewBox="0 0 100 20"
      className={`${className} aspect-[5/1] w-auto text-amber-500`}
    >
      <clipPath id={clip}>
        <rect width={rounded * 20} height="20" />
      </clipPath>
      <use href="#rating-stars" fill="#cbd5e1" />
      <use href="#rating-stars" fill="currentColor" clipPath={`url(#${clip})`} />
    </svg>
  );
}
