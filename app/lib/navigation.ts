import type { CategoryNode } from '../../core/catalog/category-tree.server';

/** What the header needs of a category: only those shown in the navigation (linklist). */
export interface NavigationCategory {
  id: number;
  name: string;
  url: string;
  children: NavigationCategory[];
}

export function toNavigation(tree: CategoryNode[]): NavigationCategory[] {
  return tree
    .filter((node) => node.linklist && node.type === 'item')
    .map((node) => ({ id: node.id, name: node.details.name, url: node.url, children: toNavigation(node.children) }));
}
