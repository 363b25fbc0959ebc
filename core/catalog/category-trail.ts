import type { CategoryNode } from './category-tree.server';

/** The categories from the top down to `categoryId` (for breadcrumbs); empty when not in the tree. */
export function categoryTrail(tree: CategoryNode[], categoryId: number | null): CategoryNode[] {
  if (categoryId === null) return [];
  for (const node of tree) {
    if (node.id === categoryId) return [node];
    const below = categoryTrail(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The first category of the tree (depth first) that matches. */
export function findCategory(tree: CategoryNode[], match: (node: CategoryNode) => boolean): CategoryNode | null {
  for (const node of tree) {
    if (match(node)) return node;
    const below = findCategory(node.children, match);
    if (below) return below;
  }
  return null;
}
