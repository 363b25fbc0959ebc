import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import type { BannerBlock, PageBlock, TextCardBlock } from '../../core/content/blocks/block-model';
import { createTranslator } from '../../core/i18n/translator';
import { describeSaveProblem, describeSaveProblems } from './save-problems';

const german = createTranslator('de', de);
const english = createTranslator('en', en);

const picture = { wideScreen: '/a.webp', desktop: '/a.webp', tablet: '/a.webp', mobile: '/a.webp' };
const banner = (uuid: string): BannerBlock => ({
  name: 'Banner',
  type: 'content',
  meta: { uuid },
  content: {
    image: { ...picture, alt: '', brightness: 1 },
    text: {
      color: '#000',
      bgcolor: '#fff',
      bgopacity: 1,
      pretitle: '',
      title: 'T',
      htmlDescription: '',
      textAlignment: 'left',
      justify: 'center',
      align: 'left',
      background: false,
    },
    button: { label: 'Mehr', link: 'javascript:alert(1)', variant: 'primary' },
  },
});
const textCard = (uuid: string): TextCardBlock => ({
  name: 'TextCard',
  type: 'content',
  meta: { uuid },
  content: { text: { pretitle: '', title: 'T', subtitle: '', htmlDescription: '', textAlignment: 'left' } },
});
const blocks: PageBlock[] = [
  textCard('text'),
  {
    name: 'Carousel',
    type: 'structure',
    meta: { uuid: 'carousel' },
    configuration: { controls: { color: '#000' } },
    content: [banner('slide-1'), banner('slide-2')],
  },
  banner('banner'),
  {
    name: 'MultiGrid',
    type: 'structure',
    meta: { uuid: 'grid' },
    configuration: { columnWidths: [6, 6] },
    content: [
      {
        name: 'Image',
        type: 'content',
        meta: { uuid: 'image' },
        content: { ...picture, alt: '', imageAlignment: 'left' },
      },
      textCard('column-text'),
    ],
  },
];

describe('describeSaveProblem', () => {
  it('names the block as the editor labels it, the slide and the field, counting from 1', () => {
    expect(
      describeSaveProblem(german, blocks, {
        field: 'blocks.1.content.1.content.button.link',
        message: 'errorMessages.editor.linkInvalid',
      }),
    ).toEqual({
      uuid: 'carousel',
      fieldPath: 'content.1.content.button.link',
      message: 'Bitte geben Sie einen Pfad im Shop (beginnt mit /) oder eine Adresse mit http:// oder https:// an.',
      sentence:
        'Bildbanner, Block 2 von 4, Folie 2, Feld „Ziel der Schaltfläche“: Bitte geben Sie einen Pfad im Shop (beginnt mit /) oder eine Adresse mit http:// oder https:// an.',
    });
  });

  it("leads an image's alt text to the alt text field", () => {
    expect(
      describeSaveProblem(german, blocks, {
        field: 'blocks.2.content.image.alt',
        message: 'errorMessages.editor.altRequiredOrDecorative',
      }),
    ).toMatchObject({
      uuid: 'banner',
      fieldPath: 'content.image.alt',
      sentence:
        'Banner, Block 3 von 4, Feld „Alternativtext“: Bitte beschreiben Sie das Bild (Alternativtext) oder markieren Sie es als dekorativ.',
    });
    expect(
      describeSaveProblem(english, blocks, {
        field: 'blocks.3.content.0.content.alt',
        message: 'errorMessages.editor.altRequired',
      }),
    ).toMatchObject({
      uuid: 'grid',
      fieldPath: 'content.0.content.alt',
      sentence:
        'Image + Text, block 4 of 4, column 1 (Image), field “Alternative text”: Please describe the picture (alternative text).',
    });
  });

  it('never shows a technical message: a field of a kind gets its own sentence, anything else a general one', () => {
    expect(
      describeSaveProblem(english, blocks, { field: 'blocks.2.content.button.link', message: 'Invalid input' })
        ?.sentence,
    ).toBe(
      'Banner, block 3 of 4, field “Button link”: Please enter a path in the shop (starting with /) or an address with http:// or https://.',
    );
    expect(
      describeSaveProblem(german, blocks, { field: 'blocks.2.content.image.brightness', message: 'Too big' }),
    ).toMatchObject({
      fieldPath: 'content.image.brightness',
      sentence: 'Banner, Block 3 von 4, Feld „Helligkeit“: Bitte prüfen Sie diese Angabe.',
    });
    expect(describeSaveProblem(german, blocks, { field: 'blocks.0.meta.uuid', message: 'Too small' })).toMatchObject({
      uuid: 'text',
      fieldPath: null,
      sentence: 'Text, Block 1 von 4: Bitte prüfen Sie diese Angabe.',
    });
  });

  it('knows no problem outside the draft', () => {
    expect(describeSaveProblem(german, blocks, { field: 'blocks.9.content', message: '' })).toBeNull();
    expect(describeSaveProblem(german, blocks, { field: 'baseVersion', message: '' })).toBeNull();
    expect(describeSaveProblem(german, blocks, { field: 'blocks', message: '' })).toBeNull();
  });
});

describe('describeSaveProblems', () => {
  it('gives one problem per field, by the order of the blocks on the page', () => {
    const problems = describeSaveProblems(german, blocks, [
      { field: 'blocks.2.content.button.link', message: 'Invalid input' },
      { field: 'blocks.2.content.button.link', message: 'Invalid input' },
      { field: 'baseVersion', message: 'Invalid input' },
      { field: 'blocks.1.content.0.content.image.alt', message: 'errorMessages.editor.altRequiredOrDecorative' },
      { field: 'blocks.2.content.image.alt', message: 'errorMessages.editor.altRequiredOrDecorative' },
    ]);
    expect(problems.map((problem) => [problem.uuid, problem.fieldPath])).toEqual([
      ['carousel', 'content.0.content.image.alt'],
      ['banner', 'content.button.link'],
      ['banner', 'content.image.alt'],
    ]);
  });
});
