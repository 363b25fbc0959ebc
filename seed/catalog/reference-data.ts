import type { LocalizedText } from '../../core/db/catalog-schema';

/** Availability ids 1–10 with the delivery time they promise (spec §4 colours by id range). */
export const seedAvailabilities: Array<{ id: number; averageDays: number; names: LocalizedText }> = [
  { id: 1, averageDays: 1, names: { de: 'Sofort lieferbar, 1–2 Werktage', en: 'In stock, 1–2 working days' } },
  { id: 2, averageDays: 3, names: { de: 'Lieferbar in 2–4 Werktagen', en: 'Ships in 2–4 working days' } },
  { id: 3, averageDays: 5, names: { de: 'Lieferbar in 3–5 Werktagen', en: 'Ships in 3–5 working days' } },
  { id: 4, averageDays: 7, names: { de: 'Lieferbar in 5–7 Werktagen', en: 'Ships in 5–7 working days' } },
  { id: 5, averageDays: 10, names: { de: 'Lieferbar in 7–10 Werktagen', en: 'Ships in 7–10 working days' } },
  { id: 6, averageDays: 14, names: { de: 'Lieferbar in 2 Wochen', en: 'Ships in 2 weeks' } },
  { id: 7, averageDays: 21, names: { de: 'Lieferbar in 3–4 Wochen', en: 'Ships in 3–4 weeks' } },
  { id: 8, averageDays: 42, names: { de: 'Auf Bestellung, 4–6 Wochen', en: 'Made to order, 4–6 weeks' } },
  { id: 9, averageDays: 0, names: { de: 'Derzeit nicht lieferbar', en: 'Currently unavailable' } },
  { id: 10, averageDays: 0, names: { de: 'Ausverkauft', en: 'Sold out' } },
];

/** UN/ECE unit codes: mirrors are sold per piece (no base price); cleaning liquid per litre. */
export const seedUnits: Array<{ id: number; code: string; names: LocalizedText }> = [
  { id: 1, code: 'C62', names: { de: 'Stück', en: 'piece' } },
  { id: 2, code: 'LTR', names: { de: 'Liter', en: 'litre' } },
  { id: 3, code: 'MLT', names: { de: 'Milliliter', en: 'millilitre' } },
];

export const seedTags: Array<{ id: number; names: LocalizedText; slugs: LocalizedText; color: string }> = [
  { id: 1, names: { de: 'Neu', en: 'New' }, slugs: { de: 'neu', en: 'new' }, color: '#1d4ed8' },
  {
    id: 2,
    names: { de: 'Bestseller', en: 'Bestseller' },
    slugs: { de: 'bestseller', en: 'bestseller' },
    color: '#b45309',
  },
  { id: 3, names: { de: 'Akku', en: 'Rechargeable' }, slugs: { de: 'akku', en: 'rechargeable' }, color: '#15803d' },
  {
    id: 4,
    names: { de: 'Made in Germany', en: 'Made in Germany' },
    slugs: { de: 'made-in-germany', en: 'made-in-germany' },
    color: '#111827',
  },
  {
    id: 5,
    names: { de: 'Geschenkidee', en: 'Gift idea' },
    slugs: { de: 'geschenkidee', en: 'gift-idea' },
    color: '#be185d',
  },
  {
    id: 6,
    names: { de: 'Beschlagfrei', en: 'Fog-free' },
    slugs: { de: 'beschlagfrei', en: 'fog-free' },
    color: '#ffffff',
  },
];

/** Attribute ids and value ids are fixed, so variation URLs and filters are stable across seeds. */
export const finishes = [
  { id: 11, key: 'chrome', hex: '#c0c6cc', names: { de: 'Chrom', en: 'Chrome' } },
  { id: 12, key: 'black', hex: '#1f2328', names: { de: 'Schwarz matt', en: 'Matt black' } },
  { id: 13, key: 'gold', hex: '#c9a24a', names: { de: 'Gold', en: 'Gold' } },
  { id: 14, key: 'white', hex: '#f1f1ee', names: { de: 'Weiß', en: 'White' } },
] as const;

export const magnifications = [
  { id: 21, factor: 1, names: { de: '1-fach', en: '1x' } },
  { id: 22, factor: 3, names: { de: '3-fach', en: '3x' } },
  { id: 23, factor: 5, names: { de: '5-fach', en: '5x' } },
  { id: 24, factor: 7, names: { de: '7-fach', en: '7x' } },
  { id: 25, factor: 10, names: { de: '10-fach', en: '10x' } },
] as const;

export const diameters = [
  { id: 31, cm: 12, names: { de: 'Ø 12 cm', en: 'Ø 12 cm' } },
  { id: 32, cm: 15, names: { de: 'Ø 15 cm', en: 'Ø 15 cm' } },
  { id: 33, cm: 20, names: { de: 'Ø 20 cm', en: 'Ø 20 cm' } },
  { id: 34, cm: 25, names: { de: 'Ø 25 cm', en: 'Ø 25 cm' } },
] as const;

export const lightings = [
  { id: 41, led: true, names: { de: 'Mit LED-Licht', en: 'With LED light' } },
  { id: 42, led: false, names: { de: 'Ohne Licht', en: 'Without light' } },
] as const;

export const seedAttributes = [
  { id: 1, position: 1, type: 'image' as const, names: { de: 'Oberfläche', en: 'Finish' }, values: finishes },
  {
    id: 2,
    position: 2,
    type: 'box' as const,
    names: { de: 'Vergrößerung', en: 'Magnification' },
    values: magnifications,
  },
  { id: 3, position: 3, type: 'dropdown' as const, names: { de: 'Durchmesser', en: 'Diameter' }, values: diameters },
  { id: 4, position: 4, type: 'box' as const, names: { de: 'Beleuchtung', en: 'Lighting' }, values: lightings },
];

/** Makers with full addresses; makers outside the EU name a responsible person in the EU (GPSR). */
export const seedManufacturers = [
  {
    id: 1,
    name: 'Frasco',
    legalName: 'Frasco Spiegel GmbH',
    street: 'Schwertstraße',
    houseNo: '18',
    postcode: '42651',
    town: 'Solingen',
    country: 'Deutschland',
    email: 'service@frasco.example',
    phoneNumber: '+49 212 555 180',
    url: 'https://frasco.example',
    responsiblePerson: null,
  },
  {
    id: 2,
    name: 'Emco',
    legalName: 'Emco Bad GmbH & Co. KG',
    street: 'Breslauer Straße',
    houseNo: '34',
    postcode: '49808',
    town: 'Lingen (Ems)',
    country: 'Deutschland',
    email: 'info@emco-bad.example',
    phoneNumber: '+49 591 9140 0',
    url: 'https://emco-bad.example',
    responsiblePerson: null,
  },
  {
    id: 3,
    name: 'Spiegelmanufaktur Solingen',
    legalName: 'Spiegelshop GmbH',
    street: 'Klingenstraße',
    houseNo: '12',
    postcode: '42651',
    town: 'Solingen',
    country: 'Deutschland',
    email: 'kontakt@spiegelshop.example',
    phoneNumber: '+49 212 123456-0',
    url: '',
    responsiblePerson: null,
  },
  {
    id: 4,
    name: 'Lumio Home',
    legalName: 'Lumio Home Ltd.',
    street: 'Nathan Road',
    houseNo: '88',
    postcode: '999077',
    town: 'Hongkong',
    country: 'China',
    email: 'support@lumio-home.example',
    phoneNumber: '+852 5550 1234',
    url: 'https://lumio-home.example',
    responsiblePerson: {
      name: 'EU-Rep Services GmbH',
      street: 'Hafenstraße',
      houseNo: '5',
      postCode: '20457',
      town: 'Hamburg',
      country: 'Deutschland',
      email: 'gpsr@eu-rep.example',
      phoneNo: '+49 40 555 0101',
      contactUrl: 'https://eu-rep.example/kontakt',
    },
  },
  {
    id: 5,
    name: 'Nordlicht Bad',
    legalName: 'Nordlicht Bad ApS',
    street: 'Vesterbrogade',
    houseNo: '40',
    postcode: '1620',
    town: 'København',
    country: 'Dänemark',
    email: 'hej@nordlicht-bad.example',
    phoneNumber: '+45 3355 0140',
    url: 'https://nordlicht-bad.example',
    responsiblePerson: null,
  },
];

const propertyNames = (de: string, en: string, deDescription = '', enDescription = '') => ({
  de: { name: de, description: deDescription },
  en: { name: en, description: enDescription },
});

/** Order properties (filled in when buying) and variation properties (product facts). */
export const seedProperties = [
  {
    id: 1,
    names: propertyNames(
      'Gravur',
      'Engraving',
      'Bis zu 30 Zeichen auf der Rückseite.',
      'Up to 30 characters on the back.',
    ),
    valueType: 'text' as const,
    isOrderProperty: true,
    isShownAsAdditionalCosts: true,
    surchargeCents: 990,
    vatRate: 1900,
    position: 1,
  },
  {
    id: 2,
    names: propertyNames('Geschenkverpackung', 'Gift wrapping'),
    valueType: 'empty' as const,
    isOrderProperty: true,
    isShownAsAdditionalCosts: true,
    surchargeCents: 350,
    vatRate: 1900,
    position: 2,
  },
  {
    id: 3,
    names: propertyNames(
      'Foto für die Gravur',
      'Photo for the engraving',
      'Ein Motiv, das wir auf die Rückseite gravieren.',
      'A picture we engrave on the back.',
    ),
    valueType: 'file' as const,
    isOrderProperty: true,
    position: 3,
  },
  {
    id: 4,
    names: propertyNames('Farbe der Wandhalterung', 'Colour of the wall bracket'),
    valueType: 'selection' as const,
    isOrderProperty: true,
    isRequired: true,
    position: 4,
    selectionValues: [
      { id: 1, names: { de: 'Passend zur Oberfläche', en: 'Matching the finish' } },
      { id: 2, names: { de: 'Edelstahl gebürstet', en: 'Brushed stainless steel' } },
    ],
  },
  { id: 10, names: propertyNames('Material', 'Material'), valueType: 'text' as const, position: 10 },
  { id: 11, names: propertyNames('Schutzart', 'Protection rating'), valueType: 'text' as const, position: 11 },
  { id: 12, names: propertyNames('Akkulaufzeit', 'Battery life'), valueType: 'text' as const, position: 12 },
  { id: 13, names: propertyNames('Lichtfarbe', 'Light colour'), valueType: 'text' as const, position: 13 },
];
