import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './category-tree.server';

const details = (nameUrl: string) => ({
  name: nameUrl,
  nameUrl,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  metaRobots: 'ALL',
  canonicalLink: '',
});
const row = (id: number, parentId: number | null, slug: string) => ({
  id,
  parentId,
  type: 'item' as const,
  right: 'all' as const,
  sitemap: true,
  linklist: true,
  details: details(slug),
});

describe('buildCategoryTree', () => {
  it('nests children and joins their slugs with /', () => {
    const tree = buildCategoryTree([
      row(1, null, 'marken'),
      row(2, 1, 'frasco'),
      row(3, 1, 'emco'),
      row(4, null, 'reisespiegel'),
    ]);
    expect(tree.map((node) => node.url)).toEqual(['/marken', '/reisespiegel']);
    expect(tree[0]?.childCount).toBe(2);
    expect(tree[0]?.children.map((node) => node.url)).toEqual(['/marken/frasco', '/marken/emco']);
  });

  it('drops a category without details together with its subtree', () => {
    // Category 1 has no row in this language, so its child 2 has no reachable path either.
    const tree = buildCategoryTree([row(2, 1, 'frasco'), row(4, null, 'reisespiegel')]);
    expect(tree.map((node) => node.id)).toEqual([4]);
  });
});

describe('categoryTrail', () => {
  it('walks from the top category down to the wanted one', async () => {
    const { categoryTrail } = await import('./category-trail');
    const tree = buildCategoryTree([row(1, null, 'marken'), row(2, 1, 'frasco'), row(3, null, 'reisespiegel')]);
    expect(categoryTrail(tree, 2).map((node) => node.url)).toEqual(['/marken', '/marken/frasco']);
    expect(categoryTrail(tree, 3).map((node) => node.url)).toEqual(['/reisespiegel']);
    expect(categoryTrail(tree, 99)).toEqual([]);
    expect(categoryTrail(tree, null)).toEqual([]);
  });
});
