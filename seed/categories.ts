/**
 * The demo shop's category tree with the spec's slugs (§2 "Other links seen"). German names and
 * slugs are the shop's own; English ones are translations. Ids are fixed: the home page features
 * categories 29, 27 and 24.
 */
export interface SeedCategory {
  id: number;
  parentId: number | null;
  right?: 'all' | 'customer';
  linklist?: boolean;
  sitemap?: boolean;
  de: { name: string; slug: string; description: string };
  en: { name: string; slug: string; description: string };
}

export const seedCategories: SeedCategory[] = [
  {
    id: 20,
    parentId: null,
    de: {
      name: 'Kosmetikspiegel',
      slug: 'kosmetikspiegel',
      description: 'Kosmetikspiegel mit Vergrößerung für Wand, Tisch und unterwegs.',
    },
    en: {
      name: 'Cosmetic mirrors',
      slug: 'cosmetic-mirrors',
      description: 'Magnifying cosmetic mirrors for the wall, the table and on the go.',
    },
  },
  {
    id: 21,
    parentId: 20,
    de: {
      name: 'Wand-Kosmetikspiegel',
      slug: 'wand-kosmetikspiegel',
      description: 'Schwenkbare Wandspiegel mit Gelenkarm fürs Badezimmer.',
    },
    en: {
      name: 'Wall-mounted cosmetic mirrors',
      slug: 'wall-cosmetic-mirrors',
      description: 'Swivelling wall mirrors with an extending arm for the bathroom.',
    },
  },
  {
    id: 22,
    parentId: 20,
    de: {
      name: 'Stand-Kosmetikspiegel',
      slug: 'stand-kosmetikspiegel',
      description: 'Standspiegel für Waschtisch und Frisierkommode.',
    },
    en: {
      name: 'Free-standing cosmetic mirrors',
      slug: 'free-standing-cosmetic-mirrors',
      description: 'Table mirrors for the washstand and the dressing table.',
    },
  },
  {
    id: 23,
    parentId: 20,
    de: {
      name: 'Design-Kosmetikspiegel',
      slug: 'design-kosmetikspiegel',
      description: 'Kosmetikspiegel in ausgefallenem Design.',
    },
    en: {
      name: 'Designer cosmetic mirrors',
      slug: 'designer-cosmetic-mirrors',
      description: 'Cosmetic mirrors with a distinctive design.',
    },
  },
  {
    id: 24,
    parentId: null,
    de: {
      name: 'Reisespiegel',
      slug: 'reisespiegel',
      description: 'Kleine, leichte Spiegel für Handtasche und Kulturbeutel.',
    },
    en: {
      name: 'Travel mirrors',
      slug: 'travel-mirrors',
      description: 'Small, light mirrors for the handbag and the toiletry bag.',
    },
  },
  {
    id: 25,
    parentId: 20,
    de: {
      name: 'Hotel-Kosmetikspiegel',
      slug: 'hotel-kosmetikspiegel',
      description: 'Robuste Kosmetikspiegel für Hotelbäder – Konditionen für Geschäftskunden.',
    },
    en: {
      name: 'Hotel cosmetic mirrors',
      slug: 'hotel-cosmetic-mirrors',
      description: 'Sturdy cosmetic mirrors for hotel bathrooms – terms for business customers.',
    },
    right: 'customer',
  },
  {
    id: 26,
    parentId: null,
    de: {
      name: 'Schminkspiegel',
      slug: 'schminkspiegel',
      description: 'Schminkspiegel mit Tageslicht-LED für ein natürliches Make-up.',
    },
    en: {
      name: 'Make-up mirrors',
      slug: 'make-up-mirrors',
      description: 'Make-up mirrors with daylight LEDs for natural-looking make-up.',
    },
  },
  {
    id: 27,
    parentId: null,
    de: {
      name: 'Rasierspiegel',
      slug: 'rasierspiegel',
      description: 'Beschlagfreie Rasierspiegel für Dusche und Waschbecken.',
    },
    en: {
      name: 'Shaving mirrors',
      slug: 'shaving-mirrors',
      description: 'Fog-free shaving mirrors for the shower and the washbasin.',
    },
  },
  {
    id: 28,
    parentId: null,
    de: {
      name: 'Vergrößerungsspiegel',
      slug: 'vergroesserungsspiegel',
      description: 'Spiegel mit 3- bis 10-facher Vergrößerung für jedes Detail.',
    },
    en: {
      name: 'Magnifying mirrors',
      slug: 'magnifying-mirrors',
      description: 'Mirrors with 3x to 10x magnification for every detail.',
    },
  },
  {
    id: 29,
    parentId: null,
    de: {
      name: 'Beleuchtete Kosmetikspiegel',
      slug: 'beleuchtete-kosmetikspiegel',
      description: 'Kosmetikspiegel mit Beleuchtung für perfektes Licht.',
    },
    en: {
      name: 'Illuminated cosmetic mirrors',
      slug: 'illuminated-cosmetic-mirrors',
      description: 'Cosmetic mirrors with lighting for perfect light.',
    },
  },
  {
    id: 30,
    parentId: 29,
    de: {
      name: 'LED-Kosmetikspiegel',
      slug: 'led-kosmetikspiegel',
      description: 'Energiesparende LED-Beleuchtung, dimmbar und mit Akku.',
    },
    en: {
      name: 'LED cosmetic mirrors',
      slug: 'led-cosmetic-mirrors',
      description: 'Energy-saving LED lighting, dimmable and rechargeable.',
    },
  },
  {
    id: 31,
    parentId: null,
    linklist: false,
    de: { name: 'Klebespiegel', slug: 'klebespiegel', description: 'Spiegel zum Aufkleben – ohne Bohren montiert.' },
    en: {
      name: 'Adhesive mirrors',
      slug: 'adhesive-mirrors',
      description: 'Stick-on mirrors – mounted without drilling.',
    },
  },
  {
    id: 32,
    parentId: null,
    linklist: false,
    de: {
      name: 'Kosmetikspiegel eckig',
      slug: 'kosmetikspiegel-eckig',
      description: 'Eckige und rechteckige Kosmetikspiegel.',
    },
    en: {
      name: 'Square cosmetic mirrors',
      slug: 'square-cosmetic-mirrors',
      description: 'Square and rectangular cosmetic mirrors.',
    },
  },
  {
    id: 33,
    parentId: null,
    linklist: false,
    de: {
      name: 'Kosmetikspiegel rund',
      slug: 'kosmetikspiegel-rund',
      description: 'Runde Kosmetikspiegel in allen Größen.',
    },
    en: {
      name: 'Round cosmetic mirrors',
      slug: 'round-cosmetic-mirrors',
      description: 'Round cosmetic mirrors in every size.',
    },
  },
  {
    id: 34,
    parentId: null,
    linklist: false,
    de: {
      name: 'Kosmetikspiegel schwarz',
      slug: 'kosmetikspiegel-schwarz',
      description: 'Kosmetikspiegel mit mattschwarzem Rahmen.',
    },
    en: {
      name: 'Black cosmetic mirrors',
      slug: 'black-cosmetic-mirrors',
      description: 'Cosmetic mirrors with a matt black frame.',
    },
  },
  {
    id: 35,
    parentId: null,
    linklist: false,
    de: {
      name: 'Kosmetikspiegel höhenverstellbar',
      slug: 'kosmetikspiegel-hoehenverstellbar',
      description: 'Kosmetikspiegel, deren Höhe sich verstellen lässt.',
    },
    en: {
      name: 'Height-adjustable cosmetic mirrors',
      slug: 'height-adjustable-cosmetic-mirrors',
      description: 'Cosmetic mirrors whose height can be adjusted.',
    },
  },
  {
    id: 36,
    parentId: null,
    linklist: false,
    de: {
      name: 'Kosmetikspiegel ausziehbar',
      slug: 'kosmetikspiegel-ausziehbar',
      description: 'Ausziehbare Kosmetikspiegel mit Scherenarm.',
    },
    en: {
      name: 'Extendable cosmetic mirrors',
      slug: 'extendable-cosmetic-mirrors',
      description: 'Extendable cosmetic mirrors with a scissor arm.',
    },
  },
  {
    id: 40,
    parentId: null,
    de: { name: 'Marken', slug: 'marken', description: 'Kosmetikspiegel namhafter Hersteller.' },
    en: { name: 'Brands', slug: 'brands', description: 'Cosmetic mirrors from well-known manufacturers.' },
  },
  {
    id: 41,
    parentId: 40,
    de: { name: 'Frasco', slug: 'frasco', description: 'Frasco – Spiegel aus Solingen seit 1952.' },
    en: { name: 'Frasco', slug: 'frasco', description: 'Frasco – mirrors from Solingen since 1952.' },
  },
  {
    id: 42,
    parentId: 40,
    de: { name: 'Emco', slug: 'emco', description: 'Emco – Badaccessoires und Kosmetikspiegel.' },
    en: { name: 'Emco', slug: 'emco', description: 'Emco – bathroom accessories and cosmetic mirrors.' },
  },
  {
    id: 50,
    parentId: null,
    de: {
      name: 'Alle Spiegel',
      slug: 'alle-spiegel',
      description: 'Unser gesamtes Sortiment an Kosmetik- und Rasierspiegeln.',
    },
    en: { name: 'All mirrors', slug: 'all-mirrors', description: 'Our whole range of cosmetic and shaving mirrors.' },
  },
];
