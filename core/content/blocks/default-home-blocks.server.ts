import type { Locale } from '../../i18n/locales';
import { sceneSources } from '../scene-pictures.server';
import type { BannerBlock, PageBlock, ProductRecommendedProductsBlock } from './block-model';

/**
 * The sample home page (spec §7 getBlocks: used while no home blocks are saved; German for de,
 * English otherwise): a hero carousel, three gallery categories, the featured categories 29, 27
 * and 24, a guide and the newsletter form. Links are the final paths of their language.
 * The uuids are fixed so the editor and its tests can address the blocks.
 */

interface BannerText {
  pretitle: string;
  title: string;
  subtitle: string;
  button: string;
  link: string;
  alt: string;
}

function banner(
  uuid: string,
  scene: string,
  text: BannerText,
  look: { dark: boolean; align: 'left' | 'center'; background: boolean; justify?: 'center' | 'bottom' },
): BannerBlock {
  return {
    name: 'Banner',
    type: 'content',
    meta: { uuid },
    content: {
      image: { ...sceneSources(scene), alt: text.alt, brightness: look.dark ? 0.85 : 1 },
      text: {
        color: look.dark && !look.background ? '#ffffff' : '#1f2937',
        bgcolor: '#ffffff',
        bgopacity: 0.88,
        pretitle: text.pretitle,
        title: text.title,
        subtitle: text.subtitle,
        htmlDescription: '',
        textAlignment: look.align,
        justify: look.justify ?? 'center',
        align: look.align,
        background: look.background,
      },
      button: { label: text.button, link: text.link, variant: 'primary' },
    },
  };
}

function featured(uuid: string, categoryId: number, text: FeaturedText): ProductRecommendedProductsBlock {
  return {
    name: 'ProductRecommendedProducts',
    type: 'content',
    meta: { uuid },
    content: {
      categoryId: String(categoryId),
      text: {
        pretitle: text.pretitle,
        title: text.title,
        subtitle: text.subtitle,
        htmlDescription: `<p><a href="${text.link}">${text.linkText}</a></p>`,
      },
    },
  };
}

function homeBlocks(texts: HomeTexts): PageBlock[] {
  return [
    {
      name: 'Carousel',
      type: 'structure',
      meta: { uuid: 'a7b3c1d9-2e6f-4a5b-8c7d-1e2f3b4c5a6d' },
      configuration: { controls: { color: '#a39f9f', displayArrows: true } },
      content: [
        banner('b1c2d3e4-0001-4a5b-8c7d-000000000001', 'sand_round-gold-led-wall', texts.heroLed, {
          dark: false,
          align: 'left',
          background: true,
        }),
        banner('b1c2d3e4-0002-4a5b-8c7d-000000000002', 'slate_square-black-led-table', texts.heroShaving, {
          dark: true,
          align: 'left',
          background: false,
        }),
      ],
    },
    {
      name: 'TextCard',
      type: 'content',
      meta: { uuid: 'c1d2e3f4-0003-4a5b-8c7d-000000000003' },
      content: {
        text: { ...texts.welcome, textAlignment: 'center' },
        button: { label: texts.welcomeButton.label, link: texts.welcomeButton.link, variant: 'secondary' },
      },
    },
    {
      name: 'MultiGrid',
      type: 'structure',
      meta: { uuid: 'd1e2f3a4-0004-4a5b-8c7d-000000000004' },
      configuration: { columnWidths: [4, 4, 4] },
      content: texts.gallery.map((tile, index) =>
        banner(`d1e2f3a4-0004-4a5b-8c7d-00000000001${index}`, tile.scene, tile, {
          dark: false,
          align: 'center',
          background: true,
          justify: 'bottom',
        }),
      ),
    },
    featured('e1f2a3b4-0005-4a5b-8c7d-000000000005', 29, texts.featured[0]),
    {
      name: 'MultiGrid',
      type: 'structure',
      meta: { uuid: 'f1a2b3c4-0006-4a5b-8c7d-000000000006' },
      configuration: { columnWidths: [6, 6] },
      content: [
        {
          name: 'Image',
          type: 'content',
          meta: { uuid: 'f1a2b3c4-0006-4a5b-8c7d-000000000016' },
          content: { ...sceneSources('sage_round-chrome-plain-wall'), alt: texts.guide.alt, imageAlignment: 'left' },
        },
        {
          name: 'TextCard',
          type: 'content',
          meta: { uuid: 'f1a2b3c4-0006-4a5b-8c7d-000000000026' },
          content: {
            text: { ...texts.guide.text, textAlignment: 'left' },
            button: { label: texts.guide.button, link: texts.guide.link, variant: 'primary' },
          },
        },
      ],
    },
    featured('e1f2a3b4-0007-4a5b-8c7d-000000000007', 27, texts.featured[1]),
    featured('e1f2a3b4-0008-4a5b-8c7d-000000000008', 24, texts.featured[2]),
    {
      name: 'NewsletterSubscribe',
      type: 'content',
      meta: { uuid: 'a1b2c3d4-0009-4a5b-8c7d-000000000009' },
      content: {
        text: { bgColor: '#f5f5f5', title: texts.newsletter.title, htmlDescription: texts.newsletter.description },
        input: { displayNameInput: true, nameIsRequired: false },
        button: { label: texts.newsletter.button },
      },
    },
  ];
}

type FeaturedText = { pretitle: string; title: string; subtitle: string; link: string; linkText: string };

interface HomeTexts {
  heroLed: BannerText;
  heroShaving: BannerText;
  welcome: { pretitle: string; title: string; subtitle: string; htmlDescription: string };
  welcomeButton: { label: string; link: string };
  gallery: Array<BannerText & { scene: string }>;
  featured: [FeaturedText, FeaturedText, FeaturedText];
  guide: {
    alt: string;
    text: { pretitle: string; title: string; subtitle: string; htmlDescription: string };
    button: string;
    link: string;
  };
  newsletter: { title: string; description: string; button: string };
}

const german: HomeTexts = {
  heroLed: {
    pretitle: 'LED-Kosmetikspiegel',
    title: 'Perfektes Licht für jedes Detail',
    subtitle: 'Dimmbar, tageslichtweiß und bis zu 10-fach vergrößernd',
    button: 'LED-Spiegel entdecken',
    link: '/beleuchtete-kosmetikspiegel/led-kosmetikspiegel',
    alt: 'Runder goldener Wandspiegel mit LED-Ring vor einer sandfarbenen Wand',
  },
  heroShaving: {
    pretitle: 'Rasierspiegel',
    title: 'Glatte Rasur ohne Beschlag',
    subtitle: 'Für Dusche und Waschbecken – mit Saugnapf, Klebepad oder Standfuß',
    button: 'Rasierspiegel ansehen',
    link: '/rasierspiegel',
    alt: 'Eckiger schwarzer Standspiegel mit Licht vor einer dunklen Wand',
  },
  welcome: {
    pretitle: 'Willkommen bei Spiegelshop',
    title: 'Kosmetik- und Rasierspiegel für jedes Bad',
    subtitle: 'Markenqualität von Frasco, Emco und weiteren Herstellern',
    htmlDescription:
      '<p>Ob Wandspiegel mit Schwenkarm, beleuchteter Standspiegel oder kleiner Reisespiegel: Bei uns finden Sie Spiegel mit 1- bis 10-facher Vergrößerung in Chrom, Schwarz, Gold und Weiß.</p><p>Versandkostenfrei innerhalb Deutschlands, 14 Tage Widerrufsrecht und persönliche Beratung.</p>',
  },
  welcomeButton: { label: 'Alle Spiegel ansehen', link: '/alle-spiegel' },
  gallery: [
    {
      scene: 'sage_round-chrome-plain-wall',
      pretitle: '',
      title: 'Wandspiegel',
      subtitle: 'Mit Schwenkarm, fest montiert',
      button: 'Zu den Wandspiegeln',
      link: '/kosmetikspiegel/wand-kosmetikspiegel',
      alt: 'Runder Wandspiegel in Chrom',
    },
    {
      scene: 'rose_round-white-plain-table',
      pretitle: '',
      title: 'Standspiegel',
      subtitle: 'Für Tisch und Waschtisch',
      button: 'Zu den Standspiegeln',
      link: '/kosmetikspiegel/stand-kosmetikspiegel',
      alt: 'Weißer Standspiegel vor einer rosa Wand',
    },
    {
      scene: 'sand_square-gold-plain-table',
      pretitle: '',
      title: 'Design-Spiegel',
      subtitle: 'Besondere Formen und Oberflächen',
      button: 'Zu den Design-Spiegeln',
      link: '/kosmetikspiegel/design-kosmetikspiegel',
      alt: 'Eckiger goldener Standspiegel',
    },
  ],
  featured: [
    {
      pretitle: 'Beliebt',
      title: 'Beleuchtete Kosmetikspiegel',
      subtitle: 'Helles, gleichmäßiges Licht – auch morgens um sechs',
      link: '/beleuchtete-kosmetikspiegel',
      linkText: 'Alle beleuchteten Kosmetikspiegel',
    },
    {
      pretitle: 'Für Herren',
      title: 'Rasierspiegel',
      subtitle: 'Beschlagfrei in der Dusche, sicher am Waschbecken',
      link: '/rasierspiegel',
      linkText: 'Alle Rasierspiegel',
    },
    {
      pretitle: 'Für unterwegs',
      title: 'Reisespiegel',
      subtitle: 'Klein, leicht und bruchsicher verpackt',
      link: '/reisespiegel',
      linkText: 'Alle Reisespiegel',
    },
  ],
  guide: {
    alt: 'Wandspiegel in Chrom mit Vergrößerung',
    text: {
      pretitle: 'Ratgeber',
      title: 'Welche Vergrößerung passt zu Ihnen?',
      subtitle: 'Eine kurze Orientierung',
      htmlDescription:
        '<ul><li><strong>1- bis 3-fach:</strong> Rasur, Frisur und Alltags-Make-up</li><li><strong>5-fach:</strong> Augen-Make-up und Augenbrauen</li><li><strong>7- bis 10-fach:</strong> Kontaktlinsen und feinste Details, auch bei nachlassender Sehkraft</li></ul>',
    },
    button: 'Vergrößerungsspiegel ansehen',
    link: '/vergroesserungsspiegel',
  },
  newsletter: {
    title: 'Abonnieren Sie unseren Newsletter',
    description:
      '<p>Neuheiten, Pflegetipps und Angebote – höchstens zweimal im Monat. Sie können sich jederzeit wieder abmelden.</p>',
    button: 'Newsletter abonnieren',
  },
};

const english: HomeTexts = {
  heroLed: {
    pretitle: 'LED cosmetic mirrors',
    title: 'Perfect light for every detail',
    subtitle: 'Dimmable, daylight white and up to 10x magnification',
    button: 'Discover LED mirrors',
    link: '/en/illuminated-cosmetic-mirrors/led-cosmetic-mirrors',
    alt: 'Round gold wall mirror with an LED ring in front of a sand-coloured wall',
  },
  heroShaving: {
    pretitle: 'Shaving mirrors',
    title: 'A smooth shave without fog',
    subtitle: 'For the shower and the washbasin – with suction cup, adhesive pad or stand',
    button: 'See shaving mirrors',
    link: '/en/shaving-mirrors',
    alt: 'Square black standing mirror with light in front of a dark wall',
  },
  welcome: {
    pretitle: 'Welcome to Spiegelshop',
    title: 'Cosmetic and shaving mirrors for every bathroom',
    subtitle: 'Brand quality from Frasco, Emco and other makers',
    htmlDescription:
      '<p>Wall mirror with a swivel arm, illuminated standing mirror or small travel mirror: you will find mirrors with 1x to 10x magnification in chrome, black, gold and white.</p><p>Free shipping within Germany, 14 days right of withdrawal and personal advice.</p>',
  },
  welcomeButton: { label: 'See all mirrors', link: '/en/all-mirrors' },
  gallery: [
    {
      scene: 'sage_round-chrome-plain-wall',
      pretitle: '',
      title: 'Wall mirrors',
      subtitle: 'With a swivel arm, firmly mounted',
      button: 'To the wall mirrors',
      link: '/en/cosmetic-mirrors/wall-cosmetic-mirrors',
      alt: 'Round wall mirror in chrome',
    },
    {
      scene: 'rose_round-white-plain-table',
      pretitle: '',
      title: 'Standing mirrors',
      subtitle: 'For the table and the vanity',
      button: 'To the standing mirrors',
      link: '/en/cosmetic-mirrors/free-standing-cosmetic-mirrors',
      alt: 'White standing mirror in front of a pink wall',
    },
    {
      scene: 'sand_square-gold-plain-table',
      pretitle: '',
      title: 'Designer mirrors',
      subtitle: 'Distinctive shapes and finishes',
      button: 'To the designer mirrors',
      link: '/en/cosmetic-mirrors/designer-cosmetic-mirrors',
      alt: 'Square gold standing mirror',
    },
  ],
  featured: [
    {
      pretitle: 'Popular',
      title: 'Illuminated cosmetic mirrors',
      subtitle: 'Bright, even light – even at six in the morning',
      link: '/en/illuminated-cosmetic-mirrors',
      linkText: 'All illuminated cosmetic mirrors',
    },
    {
      pretitle: 'For him',
      title: 'Shaving mirrors',
      subtitle: 'Fog-free in the shower, secure at the washbasin',
      link: '/en/shaving-mirrors',
      linkText: 'All shaving mirrors',
    },
    {
      pretitle: 'On the go',
      title: 'Travel mirrors',
      subtitle: 'Small, light and packed to survive the journey',
      link: '/en/travel-mirrors',
      linkText: 'All travel mirrors',
    },
  ],
  guide: {
    alt: 'Chrome wall mirror with magnification',
    text: {
      pretitle: 'Guide',
      title: 'Which magnification suits you?',
      subtitle: 'A short orientation',
      htmlDescription:
        '<ul><li><strong>1x to 3x:</strong> shaving, hair and everyday make-up</li><li><strong>5x:</strong> eye make-up and eyebrows</li><li><strong>7x to 10x:</strong> contact lenses and the finest details, also for weaker eyesight</li></ul>',
    },
    button: 'See magnifying mirrors',
    link: '/en/magnifying-mirrors',
  },
  newsletter: {
    title: 'Newsletter',
    description: '<p>New mirrors, care tips and offers – at most twice a month. You can unsubscribe at any time.</p>',
    button: 'Subscribe',
  },
};

const defaults: Record<'de' | 'en', PageBlock[]> = { de: homeBlocks(german), en: homeBlocks(english) };

/** A fresh copy of the sample home page: German for de, English for anything else (spec §7). */
export function defaultHomeBlocks(locale: Locale | string): PageBlock[] {
  return structuredClone(locale === 'de' ? defaults.de : defaults.en);
}
