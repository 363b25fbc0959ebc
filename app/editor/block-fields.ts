import type { PageBlock } from '../../core/content/blocks/block-model';

/**
 * The fields of each block's settings form (spec §3 block model), as data: the form renders them,
 * so every block type's form works the same way (labels, errors, keyboard) and a new field is one
 * line here. Paths are dotted paths into the block.
 */
export type BlockField =
  | { kind: 'text'; path: string; label: string; max: number; required?: boolean }
  | { kind: 'link'; path: string; label: string }
  | { kind: 'richText'; path: string; label: string }
  | { kind: 'colour'; path: string; label: string; optional?: boolean }
  | { kind: 'range'; path: string; label: string; min: number; max: number; step: number }
  | { kind: 'select'; path: string; label: string; options: readonly string[] }
  | { kind: 'checkbox'; path: string; label: string }
  | { kind: 'image'; path: string; label: string; altRequired: boolean }
  | { kind: 'category'; path: string; label: string };

export interface FieldGroup {
  legend: string;
  fields: BlockField[];
}

const alignments = ['left', 'center', 'right'] as const;
const button = (prefix: string): FieldGroup => ({
  legend: 'button',
  fields: [
    { kind: 'text', path: `${prefix}.label`, label: 'buttonLabel', max: 100 },
    { kind: 'link', path: `${prefix}.link`, label: 'buttonLink' },
    { kind: 'select', path: `${prefix}.variant`, label: 'buttonVariant', options: ['primary', 'secondary'] },
  ],
});
const headings = (prefix: string): BlockField[] => [
  { kind: 'text', path: `${prefix}.pretitle`, label: 'pretitle', max: 200 },
  { kind: 'text', path: `${prefix}.title`, label: 'title', max: 200 },
  { kind: 'text', path: `${prefix}.subtitle`, label: 'subtitle', max: 300 },
  { kind: 'richText', path: `${prefix}.htmlDescription`, label: 'description' },
];

/** Banner fields, under `prefix` (a Carousel's slides are Banners at content.N). */
export function bannerFields(prefix = ''): FieldGroup[] {
  const at = (path: string) => (prefix ? `${prefix}.${path}` : path);
  return [
    {
      legend: 'image',
      fields: [
        { kind: 'image', path: at('content.image'), label: 'image', altRequired: false },
        { kind: 'range', path: at('content.image.brightness'), label: 'brightness', min: 0, max: 1, step: 0.05 },
      ],
    },
    {
      legend: 'text',
      fields: [
        ...headings(at('content.text')),
        { kind: 'colour', path: at('content.text.color'), label: 'textColour' },
        { kind: 'checkbox', path: at('content.text.background'), label: 'background' },
        { kind: 'colour', path: at('content.text.bgcolor'), label: 'backgroundColour' },
        { kind: 'range', path: at('content.text.bgopacity'), label: 'backgroundOpacity', min: 0, max: 1, step: 0.05 },
        { kind: 'select', path: at('content.text.textAlignment'), label: 'textAlignment', options: alignments },
        { kind: 'select', path: at('content.text.justify'), label: 'justify', options: ['top', 'center', 'bottom'] },
        { kind: 'select', path: at('content.text.align'), label: 'align', options: alignments },
      ],
    },
    button(at('content.button')),
  ];
}

/** A Carousel's own settings; its slides are Banners (`bannerFields('content.N')`). */
export const carouselControlFields: FieldGroup = {
  legend: 'controls',
  fields: [
    { kind: 'checkbox', path: 'configuration.controls.displayArrows', label: 'displayArrows' },
    { kind: 'colour', path: 'configuration.controls.color', label: 'controlsColour' },
  ],
};

/** A field of a block's form, and the slide or column of a structure block it sits in. */
export interface PlacedField {
  field: BlockField;
  within: { kind: 'slide' | 'column'; index: number; block: PageBlock } | null;
}

/** Every field of a (top-level) block's settings drawer, nested blocks' fields included. */
export function blockFormFields(block: PageBlock): PlacedField[] {
  const fieldsOf = (groups: FieldGroup[], within: PlacedField['within']) =>
    groups.flatMap((group) => group.fields.map((field) => ({ field, within })));
  switch (block.name) {
    case 'Carousel':
      return [
        ...fieldsOf([carouselControlFields], null),
        ...block.content.flatMap((slide, index) =>
          fieldsOf(bannerFields(`content.${index}`), { kind: 'slide', index, block: slide }),
        ),
      ];
    case 'MultiGrid':
      return block.content.flatMap((child, index) =>
        fieldsOf(contentBlockFields(child, `content.${index}`), { kind: 'column', index, block: child }),
      );
    default:
      return fieldsOf(contentBlockFields(block), null);
  }
}

/** The form of a content block (structure blocks add their own parts around these). */
export function contentBlockFields(block: PageBlock, prefix = ''): FieldGroup[] {
  const at = (path: string) => (prefix ? `${prefix}.${path}` : path);
  switch (block.name) {
    case 'Banner':
      return bannerFields(prefix);
    case 'TextCard':
      return [
        {
          legend: 'text',
          fields: [
            ...headings(at('content.text')),
            { kind: 'select', path: at('content.text.textAlignment'), label: 'textAlignment', options: alignments },
            { kind: 'colour', path: at('content.text.color'), label: 'textColour', optional: true },
          ],
        },
        button(at('content.button')),
      ];
    case 'ProductRecommendedProducts':
      return [
        { legend: 'products', fields: [{ kind: 'category', path: at('content.categoryId'), label: 'category' }] },
        {
          legend: 'text',
          fields: [
            ...headings(at('content.text')),
            { kind: 'colour', path: at('content.text.color'), label: 'textColour', optional: true },
          ],
        },
      ];
    case 'Image':
      return [
        {
          legend: 'image',
          fields: [
            { kind: 'image', path: at('content'), label: 'image', altRequired: true },
            { kind: 'select', path: at('content.imageAlignment'), label: 'imageAlignment', options: ['left', 'right'] },
          ],
        },
      ];
    case 'NewsletterSubscribe':
      return [
        {
          legend: 'text',
          fields: [
            { kind: 'text', path: at('content.text.title'), label: 'title', max: 200 },
            { kind: 'richText', path: at('content.text.htmlDescription'), label: 'description' },
            { kind: 'colour', path: at('content.text.bgColor'), label: 'backgroundColour' },
          ],
        },
        {
          legend: 'input',
          fields: [
            { kind: 'checkbox', path: at('content.input.displayNameInput'), label: 'displayNameInput' },
            { kind: 'checkbox', path: at('content.input.nameIsRequired'), label: 'nameIsRequired' },
            { kind: 'text', path: at('content.button.label'), label: 'buttonLabel', max: 100 },
          ],
        },
      ];
    default:
      return [];
  }
}
