import type { Locale } from '../../i18n/locales';
import { sceneSources } from '../scene-pictures.server';
import type { BannerBlock, ImageBlock, PageBlock, TextCardBlock } from './block-model';
import type { BlockTemplateCategory } from './block-template-types';

/**
 * `/blocks/blocksLists.json` (spec §7 static GETs, the peer's shape): block templates by category,
 * each with variations holding a template per language. The editor copies a template and gives
 * it and every nested block a fresh uuid, so the uuids here are only placeholders.
 */
type Texts = Record<
  'pretitle' | 'title' | 'subtitle' | 'description' | 'button' | 'alt' | 'richTitle' | 'richText' | 'newsletter',
  string
>;

const texts: Record<Locale, Texts> = {
  de: {
    pretitle: 'Neu im Sortiment',
    title: 'Überschrift',
    subtitle: 'Ein kurzer Satz, der neugierig macht.',
    description: '<p>Beschreiben Sie hier, was Ihre Kundschaft erwartet.</p>',
    button: 'Jetzt entdecken',
    alt: 'Runder Wandspiegel in Chrom vor einer hellen Wand',
    richTitle: 'Willkommen',
    richText: '<p>Schreiben Sie hier Ihren Text. <strong>Fett</strong>, <em>kursiv</em> und Listen sind möglich.</p>',
    newsletter: 'Abonnieren Sie unseren Newsletter',
  },
  en: {
    pretitle: 'New in the shop',
    title: 'Heading',
    subtitle: 'A short sentence that makes people curious.',
    description: '<p>Describe here what your customers can expect.</p>',
    button: 'Discover now',
    alt: 'Round chrome wall mirror in front of a light wall',
    richTitle: 'Welcome',
    richText: '<p>Write your text here. <strong>Bold</strong>, <em>italic</em> and lists are possible.</p>',
    newsletter: 'Subscribe to our newsletter',
  },
};

/** What the template banners' demo pictures show (a new picture empties it and asks for its own). */
const sceneAlts: Record<Locale, Record<string, string>> = {
  de: {
    'sand_round-gold-led-wall': 'Runder goldener Wandspiegel mit LED-Ring vor einer sandfarbenen Wand',
    'rose_round-white-plain-table': 'Runder weißer Standspiegel vor einer rosa Wand',
    'sage_round-chrome-plain-wall': 'Runder Wandspiegel in Chrom vor einer salbeigrünen Wand',
  },
  en: {
    'sand_round-gold-led-wall': 'Round gold wall mirror with an LED ring in front of a sand-coloured wall',
    'rose_round-white-plain-table': 'Round white standing mirror in front of a pink wall',
    'sage_round-chrome-plain-wall': 'Round chrome wall mirror in front of a sage green wall',
  },
};

const placeholderUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function banner(locale: Locale, align: 'left' | 'center' | 'right', scene: string, n: number): BannerBlock {
  const t = texts[locale];
  return {
    name: 'Banner',
    type: 'content',
    meta: { uuid: placeholderUuid(n) },
    content: {
      image: { ...sceneSources(scene), alt: sceneAlts[locale][scene] ?? '', brightness: 0.75 },
      text: {
        color: '#1f2937',
        bgcolor: '#ffffff',
        bgopacity: 0.88,
        pretitle: t.pretitle,
        title: t.title,
        subtitle: t.subtitle,
        htmlDescription: '',
        textAlignment: align,
        justify: 'center',
        align,
        background: true,
      },
      button: { label: t.button, link: locale === 'de' ? '/alle-spiegel' : '/en/all-mirrors', variant: 'primary' },
    },
  };
}

function textCard(locale: Locale, n: number): TextCardBlock {
  const t = texts[locale];
  return {
    name: 'TextCard',
    type: 'content',
    meta: { uuid: placeholderUuid(n) },
    content: {
      text: { pretitle: '', title: t.richTitle, subtitle: '', htmlDescription: t.richText, textAlignment: 'left' },
      button: { label: '', link: '', variant: 'primary' },
    },
  };
}

function image(locale: Locale, n: number): ImageBlock {
  return {
    name: 'Image',
    type: 'content',
    meta: { uuid: placeholderUuid(n) },
    content: { ...sceneSources('sage_round-chrome-plain-wall'), alt: texts[locale].alt, imageAlignment: 'left' },
  };
}

const perLocale = (make: (locale: Locale) => PageBlock): Record<Locale, PageBlock> => ({
  de: make('de'),
  en: make('en'),
});

/** A schematic picture: grey boxes standing for pictures, lines for text. */
function sketch(shapes: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#f1f5f9"/>${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const picture = (x: number, w: number) => `<rect x="${x}" y="8" width="${w}" height="74" rx="4" fill="#94a3b8"/>`;
const lines = (x: number, w: number, y = 30) =>
  `<rect x="${x}" y="${y}" width="${w}" height="8" rx="2" fill="#334155"/><rect x="${x}" y="${y + 14}" width="${w * 0.8}" height="5" rx="2" fill="#64748b"/><rect x="${x}" y="${y + 24}" width="${w * 0.6}" height="5" rx="2" fill="#64748b"/>`;

export function blockTemplateCategories(): Record<string, BlockTemplateCategory> {
  const carousel = (align: 'left' | 'center' | 'right'): Record<Locale, PageBlock> =>
    perLocale((locale) => ({
      name: 'Carousel',
      type: 'structure',
      meta: { uuid: placeholderUuid(1) },
      configuration: { controls: { color: '#a39f9f', displayArrows: true } },
      content: [
        banner(locale, align, 'sand_round-gold-led-wall', 2),
        banner(locale, align, 'rose_round-white-plain-table', 3),
      ],
    }));
  const imageWithText = (imageFirst: boolean): Record<Locale, PageBlock> =>
    perLocale((locale) => ({
      name: 'MultiGrid',
      type: 'structure',
      meta: { uuid: placeholderUuid(4) },
      configuration: { columnWidths: [6, 6] },
      content: imageFirst ? [image(locale, 5), textCard(locale, 6)] : [textCard(locale, 6), image(locale, 5)],
    }));
  const bannerSketch = (x: number) =>
    sketch(`${picture(8, 144)}<rect x="${x}" y="22" width="56" height="46" rx="3" fill="#fff"/>${lines(x + 6, 44)}`);
  return {
    'image-banner': {
      category: 'image-banner',
      title: 'Image Banner',
      blockName: 'BannerCarousel',
      variations: [
        { title: 'Image Banner Left', image: bannerSketch(16), template: carousel('left') },
        { title: 'Image Banner Center', image: bannerSketch(52), template: carousel('center') },
        { title: 'Image Banner Right', image: bannerSketch(88), template: carousel('right') },
      ],
    },
    banner: {
      category: 'banner',
      title: 'Banner',
      blockName: 'Banner',
      variations: [
        {
          title: 'Banner',
          image: bannerSketch(16),
          template: perLocale((locale) => banner(locale, 'left', 'sage_round-chrome-plain-wall', 7)),
        },
      ],
    },
    'image-with-text': {
      category: 'image-with-text',
      title: 'Image with Text',
      blockName: 'ImageText',
      variations: [
        { title: 'Image Left Text', image: sketch(`${picture(8, 68)}${lines(88, 60)}`), template: imageWithText(true) },
        {
          title: 'Image Right Text',
          image: sketch(`${lines(12, 60)}${picture(84, 68)}`),
          template: imageWithText(false),
        },
      ],
    },
    image: {
      category: 'image',
      title: 'Image',
      blockName: 'Image',
      variations: [
        { title: 'Image', image: sketch(picture(8, 144)), template: perLocale((locale) => image(locale, 8)) },
      ],
    },
    'rich-text': {
      category: 'rich-text',
      title: 'Rich Text',
      blockName: 'TextCard',
      variations: [
        { title: 'Rich Text', image: sketch(lines(30, 100, 24)), template: perLocale((locale) => textCard(locale, 9)) },
      ],
    },
    'product-galleries': {
      category: 'product-galleries',
      title: 'Products',
      blockName: 'ProductRecommendedProducts',
      variations: [
        {
          title: 'Product Gallery',
          image: sketch(
            [8, 46, 84, 122]
              .map((x) => `<rect x="${x}" y="20" width="30" height="50" rx="3" fill="#94a3b8"/>`)
              .join(''),
          ),
          template: perLocale((locale) => ({
            name: 'ProductRecommendedProducts',
            type: 'content',
            meta: { uuid: placeholderUuid(10) },
            content: {
              categoryId: '29',
              text: { pretitle: '', title: texts[locale].title, subtitle: '', htmlDescription: '' },
            },
          })),
        },
      ],
    },
    forms: {
      category: 'forms',
      title: 'Forms',
      blockName: 'NewsletterSubscribe',
      variations: [
        {
          title: 'Newsletter',
          image: sketch(
            `${lines(30, 100, 14)}<rect x="30" y="56" width="64" height="12" rx="2" fill="#fff" stroke="#64748b"/><rect x="100" y="56" width="30" height="12" rx="2" fill="#0f5b66"/>`,
          ),
          template: perLocale((locale) => ({
            name: 'NewsletterSubscribe',
            type: 'content',
            meta: { uuid: placeholderUuid(11) },
            content: {
              text: { bgColor: '#f5f5f5', title: texts[locale].newsletter, htmlDescription: '' },
              input: { displayNameInput: true, nameIsRequired: false },
              button: { label: locale === 'de' ? 'Newsletter abonnieren' : 'Subscribe' },
            },
          })),
        },
      ],
    },
  };
}
