import type { CategoryNode } from '../../core/catalog/category-tree.server';

/** What the header needs of a page (category or content page): only those shown in the navigation (linklist). */
export interface NavigationCategory {
  id: number;
  name: string;
  url: string;
  children: NavigationCategory[];
}

export function toNavigation(tree: CategoryNode[]): NavigationCategory[] {
  return tree
    .filter((node) => node.linklist)
    .map((node) => ({ id: node.id, name: node.details.name, url: node.url, children: toNavigation(node.children) }));
}

/** The navigation as one list, depth first, with each category's depth (the editor's page lists). */
export function flattenNavigation(
  categories: NavigationCategory[],
  depth = 0,
): Array<{ id: number; name: string; url: string; depth: number }> {
  return categories.flatMap((category) => [
    { id: category.id, name: category.name, url: category.url, depth },
    ...flattenNavigation(category.children, depth + 1),
  ]);
}
