import { useId } from 'react';
import { roundRating } from '../../core/catalog/catalogue-rules';
import { useTranslation } from '../i18n/use-translation';

/** Five stars filled in half steps, rounded down (spec §9); screen readers hear the number. */
export function RatingStars({ value, className = 'size-5' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = roundRating(value);
  const id = useId();
  return (
    <span className="inline-flex items-center" role="img" aria-label={t('product.rating', { value: rounded })}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty';
        return (
          <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className={`${className} text-amber-500`}>
            <defs>
              <linearGradient id={`${id}-half-${star}`}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
              fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id}-half-${star})` : '#cbd5e1'}
            />
          </svg>
        );
      })}
    </span>
  );
}
