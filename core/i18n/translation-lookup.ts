import type de from './de.json';

/** The translation tree; de.json is the reference, en.json must have exactly the same keys. */
export type Translations = typeof de;

/** Looks up a dotted key ("storefrontError.cart.reachedMaximumQuantity") in a translation tree. */
export function lookupTranslation(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
