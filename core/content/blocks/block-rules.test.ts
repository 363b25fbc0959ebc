import { describe, expect, it } from 'vitest';
import type { BannerBlock, PageBlock } from './block-model';
import { bannerAltProblems, isBlockLink, withEarlierDecorativeMarks } from './block-rules';
import { blockTemplateCategories } from './block-templates.server';
import { defaultHomeBlocks } from './default-home-blocks.server';

describe('isBlockLink', () => {
  it('takes paths of the shop and http(s) addresses', () => {
    for (const link of [
      '/rasierspiegel',
      '/en/shaving-mirrors?sort=price',
      'https://www.dhl.de/',
      'http://a.example',
    ]) {
      expect(isBlockLink(link), link).toBe(true);
    }
  });

  it('refuses scripts, data, other hosts in disguise and what a browser would rewrite', () => {
    for (const link of [
      '',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https:\\\\evil.example',
      'https:///evil.example',
      'https://evil.example/\npath',
      'www.example.com',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(isBlockLink(link), JSON.stringify(link)).toBe(false);
    }
  });
});

const banner = (alt: string, decorative?: boolean): BannerBlock => ({
  name: 'Banner',
  type: 'content',
  meta: { uuid: `banner-${alt}-${decorative}` },
  content: {
    image: {
      wideScreen: '/a.webp',
      desktop: '/a.webp',
      tablet: '/a.webp',
      mobile: '/a.webp',
      alt,
      brightness: 1,
      ...(decorative === undefined ? {} : { decorative }),
    },
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
    button: { label: '', link: '', variant: 'primary' },
  },
});

describe('bannerAltProblems', () => {
  it('names every banner picture without alt text that is not marked decorative, nested ones too', () => {
    const blocks: PageBlock[] = [
      banner('Spiegel'),
      banner('  '),
      banner('', true),
      banner('', false),
      banner('\u200b'),
      {
        name: 'Carousel',
        type: 'structure',
        meta: { uuid: 'c' },
        configuration: { controls: { color: '#000' } },
        content: [banner('Spiegel'), banner('')],
      },
      {
        name: 'MultiGrid',
        type: 'structure',
        meta: { uuid: 'm' },
        configuration: { columnWidths: [12] },
        content: [banner('')],
      },
    ];
    expect(bannerAltProblems(blocks)).toEqual([
      [1, 'content', 'image', 'alt'],
      [3, 'content', 'image', 'alt'],
      [4, 'content', 'image', 'alt'],
      [5, 'content', 1, 'content', 'image', 'alt'],
      [6, 'content', 0, 'content', 'image', 'alt'],
    ]);
  });

  it.each(['de', 'en'] as const)('finds nothing in the demo home page and the block templates (%s)', (locale) => {
    expect(bannerAltProblems(defaultHomeBlocks(locale))).toEqual([]);
    const templates = Object.values(blockTemplateCategories()).flatMap((category) =>
      category.variations.map((variation) => variation.template[locale]),
    );
    expect(bannerAltProblems(templates)).toEqual([]);
  });
});

describe('withEarlierDecorativeMarks', () => {
  it('reads a stored banner with empty alt text and no mark as decorative (what the editor of before meant)', () => {
    const carousel: PageBlock = {
      name: 'Carousel',
      type: 'structure',
      meta: { uuid: 'c' },
      configuration: { controls: { color: '#000' } },
      content: [banner(''), banner('Spiegel')],
    };
    const read = withEarlierDecorativeMarks([banner(' '), banner('', false), banner('Spiegel'), carousel]);
    const marks = (block: PageBlock) => (block.name === 'Banner' ? block.content.image.decorative : undefined);
    expect(read.slice(0, 3).map(marks)).toEqual([true, false, undefined]);
    expect((read[3] as typeof carousel & { name: 'Carousel' }).content.map(marks)).toEqual([true, undefined]);
    expect(bannerAltProblems(read)).toEqual([[1, 'content', 'image', 'alt']]);
  });
});
