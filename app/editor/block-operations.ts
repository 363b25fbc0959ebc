import type { PageBlock } from '../../core/content/blocks/block-model';

/**
 * What the editor does to a page's blocks (spec §4 "Editor", the peer's useBlockManager), as pure
 * functions on the block tree: the store keeps the result, the page draws it.
 */

export type BlockPosition = 'top' | 'bottom';

const childrenOf = (block: PageBlock): PageBlock[] | null =>
  block.name === 'Carousel' || block.name === 'MultiGrid' ? (block.content as PageBlock[]) : null;

/** A copy of a block whose uuid and every nested block's uuid are new (spec: each gets a fresh id). */
export function withFreshUuids<Block extends PageBlock>(block: Block, newUuid: () => string = randomUuid): Block {
  const copy = structuredClone(block);
  const renew = (node: PageBlock) => {
    node.meta.uuid = newUuid();
    childrenOf(node)?.forEach(renew);
  };
  renew(copy);
  return copy;
}

/**
 * The page with a new block: the only block of an empty page; otherwise above or below the block
 * the placeholder points to, found by uuid also inside structure blocks. Unchanged when the target
 * is gone (the peer logs "block not found").
 */
export function insertBlock(
  blocks: PageBlock[],
  block: PageBlock,
  target: { uuid: string | null; position: BlockPosition },
): { blocks: PageBlock[]; inserted: boolean } {
  if (blocks.length === 0) return { blocks: [block], inserted: true };
  let inserted = false;
  const insertInto = (list: PageBlock[]): PageBlock[] => {
    const index = list.findIndex((candidate) => candidate.meta.uuid === target.uuid);
    if (index >= 0) {
      inserted = true;
      const at = target.position === 'top' ? index : index + 1;
      return [...list.slice(0, at), block, ...list.slice(at)];
    }
    return list.map((candidate) => {
      const children = childrenOf(candidate);
      if (!children || inserted) return candidate;
      const next = insertInto(children);
      return next === children ? candidate : ({ ...candidate, content: next } as PageBlock);
    });
  };
  const result = insertInto(blocks);
  return { blocks: inserted ? result : blocks, inserted };
}

/** Spec: move a top-level block up (-1) or down (+1); ignored when that leaves the page. */
export function moveBlock(blocks: PageBlock[], index: number, offset: -1 | 1): PageBlock[] {
  const target = index + offset;
  if (index < 0 || index >= blocks.length || target < 0 || target >= blocks.length) return blocks;
  const next = [...blocks];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Spec: delete by uuid, wherever the block sits. */
export function deleteBlock(blocks: PageBlock[], uuid: string): PageBlock[] {
  return blocks
    .filter((block) => block.meta.uuid !== uuid)
    .map((block) => {
      const children = childrenOf(block);
      return children ? ({ ...block, content: deleteBlock(children, uuid) } as PageBlock) : block;
    });
}

export function findBlock(blocks: readonly PageBlock[], uuid: string): PageBlock | null {
  for (const block of blocks) {
    if (block.meta.uuid === uuid) return block;
    const found = childrenOf(block) ? findBlock(childrenOf(block)!, uuid) : null;
    if (found) return found;
  }
  return null;
}

/** The page with one block replaced (the block settings form changed it). */
export function replaceBlock(blocks: PageBlock[], replacement: PageBlock): PageBlock[] {
  return blocks.map((block) => {
    if (block.meta.uuid === replacement.meta.uuid) return replacement;
    const children = childrenOf(block);
    return children ? ({ ...block, content: replaceBlock(children, replacement) } as PageBlock) : block;
  });
}

/** A copy of an object with the value at a dotted path set ("content.text.title"). */
export function setAtPath<T extends object>(value: T, path: string, fieldValue: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  copy[head!] = rest.length === 0 ? fieldValue : setAtPath((copy[head!] ?? {}) as object, rest.join('.'), fieldValue);
  return copy as T;
}

export function getAtPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/** Spec §4: edit mode is "enabled" while the blocks differ from the clean (saved) data. */
export function blocksDiffer(clean: readonly PageBlock[], draft: readonly PageBlock[]): boolean {
  return JSON.stringify(clean) !== JSON.stringify(draft);
}

function randomUuid(): string {
  return crypto.randomUUID();
}
