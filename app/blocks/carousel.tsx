import { useRef, useState } from 'react';
import type { CarouselBlock } from '../../core/content/blocks/block-model';
import { ChevronDownIcon } from '../components/icons';
import { useTranslation } from '../i18n/use-translation';
import { Banner } from './banner';

/**
 * Slides side by side in a scroll-snap track: swiping works without JavaScript, the arrows and
 * dots move it with. It never moves by itself (WCAG 2.2.2), and every slide is a labelled group.
 */
export function Carousel({ block }: { block: CarouselBlock }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = block.content;
  const { color, displayArrows = true } = block.configuration.controls;

  const goTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = (index + slides.length) % slides.length;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: target * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    setCurrent(target);
  };
  const arrow =
    'absolute top-1/2 z-10 hidden -translate-y-1/2 rounded-full border-2 bg-white p-2 text-slate-900 shadow md:block';

  return (
    <section
      aria-roledescription={t('blocks.carousel.roleDescription')}
      aria-label={t('blocks.carousel.label')}
      className="relative"
    >
      <div
        ref={track}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto rounded-xl"
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1)));
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.meta.uuid}
            role="group"
            aria-roledescription={t('blocks.carousel.slideRoleDescription')}
            aria-label={t('blocks.carousel.slideLabel', { number: index + 1, total: slides.length })}
            className="w-full shrink-0 snap-start"
          >
            <Banner block={slide} />
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <>
          {displayArrows ? (
            <>
              <button
                type="button"
                className={`${arrow} left-3`}
                style={{ borderColor: color }}
                onClick={() => goTo(current - 1)}
              >
                <ChevronDownIcon className="size-5 rotate-90" />
                <span className="sr-only">{t('blocks.carousel.previous')}</span>
              </button>
              <button
                type="button"
                className={`${arrow} right-3`}
                style={{ borderColor: color }}
                onClick={() => goTo(current + 1)}
              >
                <ChevronDownIcon className="size-5 -rotate-90" />
                <span className="sr-only">{t('blocks.carousel.next')}</span>
              </button>
            </>
          ) : null}
          <div className="mt-3 flex justify-center gap-2">
            {slides.map((slide, index) => (
              <button
                key={slide.meta.uuid}
                type="button"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
                className="flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full border border-slate-600 ${index === current ? 'bg-slate-700' : 'bg-white'}`}
                />
                <span className="sr-only">{t('blocks.carousel.goTo', { number: index + 1 })}</span>
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
