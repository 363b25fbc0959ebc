import { describe, expect, it } from 'vitest';
import type { EditorPage } from '../../core/content/pages/page-settings';
import { pageListEntries } from './page-list';

const page = (id: number, type: EditorPage['type'], names: { de: string; en?: string }, parent: number | null = null) =>
  ({
    id,
    parentCategoryId: parent,
    type,
    details: [{ lang: 'de', name: names.de }, ...(names.en ? [{ lang: 'en', name: names.en }] : [])],
    paths: { de: `/${names.de.toLowerCase()}`, ...(names.en ? { en: `/${names.en.toLowerCase()}` } : {}) },
  }) as unknown as EditorPage;

describe('pageListEntries', () => {
  const pages = [
    page(20, 'item', { de: 'Kosmetikspiegel', en: 'Cosmetic' }),
    page(21, 'item', { de: 'Wandspiegel', en: 'Wall' }, 20),
    page(30, 'content', { de: 'Pflege', en: 'Care' }),
    page(31, 'content', { de: 'Nur-Deutsch' }),
  ];

  it('lists content pages first, then categories with their subpages one level deeper', () => {
    expect(pageListEntries(pages, 'de').map(({ name, depth }) => [name, depth])).toEqual([
      ['Pflege', 0],
      ['Nur-Deutsch', 0],
      ['Kosmetikspiegel', 0],
      ['Wandspiegel', 1],
    ]);
  });

  it('names pages in the language and leaves out pages without a text in it', () => {
    expect(pageListEntries(pages, 'en').map(({ name, path }) => [name, path])).toEqual([
      ['Care', '/care'],
      ['Cosmetic', '/cosmetic'],
      ['Wall', '/wall'],
    ]);
  });
});
