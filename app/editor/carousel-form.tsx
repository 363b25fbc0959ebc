import type { CarouselBlock, PageBlock } from '../../core/content/blocks/block-model';
import { useTranslation } from '../i18n/use-translation';
import { bannerFields, carouselControlFields } from './block-fields';
import { FieldGroups, type Update } from './block-field-view';
import { withFreshUuids } from './block-operations';

/** Carousel: the arrows and their colour, and its slides (Banners), each with the Banner form. */
export function CarouselForm({ block, update }: { block: CarouselBlock; update: Update }) {
  const { t } = useTranslation();
  const slides = block.content;
  const setSlides = (next: PageBlock[]) => update('content', next);
  return (
    <>
      <FieldGroups block={block} update={update} groups={[carouselControlFields]} />
      {slides.map((slide, index) => (
        <details key={slide.meta.uuid} className="rounded-md border border-slate-300 p-3" open={slides.length === 1}>
          <summary className="cursor-pointer font-semibold">
            {t('editor.form.slide', { number: index + 1, title: slide.content.text.title })}
          </summary>
          <div className="mt-3 space-y-4">
            <FieldGroups groups={bannerFields(`content.${index}`)} block={block} update={update} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="button-secondary py-1 text-sm"
                disabled={index === 0}
                onClick={() => setSlides(swap(slides, index, index - 1))}
              >
                {t('editor.form.slideEarlier', { number: index + 1 })}
              </button>
              <button
                type="button"
                className="button-secondary py-1 text-sm"
                disabled={slides.length === 1}
                onClick={() => setSlides(slides.filter((_, other) => other !== index))}
              >
                {t('editor.form.slideRemove', { number: index + 1 })}
              </button>
            </div>
          </div>
        </details>
      ))}
      <button
        type="button"
        className="button-secondary py-1 text-sm"
        disabled={slides.length >= 10}
        onClick={() => setSlides([...slides, withFreshUuids(slides.at(-1)!)])}
      >
        {t('editor.form.slideAdd')}
      </button>
    </>
  );
}

const swap = <T,>(list: T[], a: number, b: number): T[] => {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
};
