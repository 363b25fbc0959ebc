import { describe, expect, it } from 'vitest';
import de from '../../core/i18n/de.json';
import en from '../../core/i18n/en.json';
import { createTranslator } from '../../core/i18n/translator';
import { blockName } from './block-names';
import { describeVersion, type HistoryEntry } from './history-entry';

const german = createTranslator('de', de);
const english = createTranslator('en', en);

const restore: HistoryEntry = {
  version: 5,
  blockNames: ['Carousel', 'TextCard', 'MultiGrid', 'ProductRecommendedProducts'],
  savedByName: 'Redaktion',
  savedAt: '2026-11-26T13:03:00Z',
  restoredFrom: { version: 2, savedAt: '2026-11-25T08:12:00Z' },
};

describe('the history of a page', () => {
  it('names a restore with who, when and the version it brought back, in the editor’s language', () => {
    expect(describeVersion(german, restore)).toEqual({
      saved: '26.11.2026, 14:03 · Redaktion · wiederhergestellt aus Version 2 vom 25.11.2026, 09:12',
      blocks: 'Blöcke: Bildbanner, Text, Bild + Text, Produktgalerie',
    });
    expect(describeVersion(english, restore)).toEqual({
      saved: '26 Nov 2026, 14:03 · Redaktion · restored from version 2 of 25 Nov 2026, 09:12',
      blocks: 'Blocks: Image Banner, Rich Text, Image + Text, Product Gallery',
    });
  });

  it('names a plain save, a restore of a version no longer kept, and a page without blocks', () => {
    const plain = { ...restore, blockNames: [], restoredFrom: null };
    expect(describeVersion(german, plain)).toEqual({ saved: '26.11.2026, 14:03 · Redaktion', blocks: 'Keine Blöcke' });
    const pruned = { ...restore, restoredFrom: { version: 2, savedAt: null } };
    expect(describeVersion(english, pruned).saved).toBe('26 Nov 2026, 14:03 · Redaktion · restored from version 2');
  });

  it('keeps the stored name of a block the editor has no friendly name for', () => {
    expect(blockName(german, 'NewsletterSubscribe')).toBe('Newsletter');
    expect(blockName(german, 'RetiredBlock')).toBe('RetiredBlock');
    expect(blockName(english, 'constructor')).toBe('constructor');
  });
});
