import { describe, expect, it } from 'vitest';
import { currentSlugs, formerSlugs } from './tag-slug-changes';

describe('a tag’s former page addresses', () => {
  it('are the slugs of before in each language whose slug changed, and only those', () => {
    expect(formerSlugs({ de: 'alt', en: 'old' }, { de: 'neu', en: 'old' })).toEqual([{ lang: 'de', slug: 'alt' }]);
    expect(formerSlugs({ de: 'alt', en: 'old' }, { de: 'neu', en: 'new' })).toEqual([
      { lang: 'de', slug: 'alt' },
      { lang: 'en', slug: 'old' },
    ]);
    expect(formerSlugs({ de: 'gleich', en: 'same' }, { de: 'gleich', en: 'same' })).toEqual([]);
  });

  it('never name a slug the tag keeps in that language, and the current ones are every language’s', () => {
    // The German slug moving to English: the German address is given up, the English one too.
    expect(formerSlugs({ de: 'spiegel', en: 'mirror' }, { de: 'wand', en: 'spiegel' })).toEqual([
      { lang: 'de', slug: 'spiegel' },
      { lang: 'en', slug: 'mirror' },
    ]);
    expect(currentSlugs({ de: 'wand', en: 'spiegel' })).toEqual([
      { lang: 'de', slug: 'wand' },
      { lang: 'en', slug: 'spiegel' },
    ]);
  });
});
