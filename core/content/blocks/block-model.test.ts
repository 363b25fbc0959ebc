import { describe, expect, it } from 'vitest';
import { imageBlock, textCardBlock } from './block-model';

const textCard = (link: string) => ({
  name: 'TextCard',
  type: 'content',
  meta: { uuid: 'link-test' },
  content: {
    text: { pretitle: '', title: 'T', subtitle: '', htmlDescription: '', textAlignment: 'left' },
    button: { label: 'Mehr', link, variant: 'primary' },
  },
});

const image = (source: string) => ({
  name: 'Image',
  type: 'content',
  meta: { uuid: 'image-test' },
  content: {
    wideScreen: source,
    desktop: source,
    tablet: source,
    mobile: source,
    alt: 'Spiegel',
    imageAlignment: 'left',
  },
});

describe('links and pictures of blocks', () => {
  it('take paths of the shop and http(s) addresses', () => {
    for (const link of ['/rasierspiegel', '/en/shaving-mirrors?sort=price', 'https://www.dhl.de/', '']) {
      expect(textCardBlock.safeParse(textCard(link)).success, link).toBe(true);
    }
    expect(imageBlock.safeParse(image('/images/blocks/a.webp')).success).toBe(true);
  });

  it('refuse what a browser reads as another host: //, /\\, tabs and line breaks', () => {
    for (const link of [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'https:\\\\evil.example',
    ]) {
      expect(textCardBlock.safeParse(textCard(link)).success, JSON.stringify(link)).toBe(false);
    }
    for (const source of ['/\\evil.example/a.webp', '//evil.example/a.webp', 'https://evil.example/a.webp']) {
      expect(imageBlock.safeParse(image(source)).success, source).toBe(false);
    }
  });
});
