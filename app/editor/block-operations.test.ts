import { describe, expect, it } from 'vitest';
import type { PageBlock, TextCardBlock } from '../../core/content/blocks/block-model';
import {
  blocksDiffer,
  deleteBlock,
  findBlock,
  insertBlock,
  moveBlock,
  replaceBlock,
  setAtPath,
  withFreshUuids,
} from './block-operations';

const text = (uuid: string, title = uuid): TextCardBlock => ({
  name: 'TextCard',
  type: 'content',
  meta: { uuid },
  content: {
    text: { pretitle: '', title, subtitle: '', htmlDescription: '', textAlignment: 'left' },
  },
});
const grid = (uuid: string, children: PageBlock[]): PageBlock =>
  ({
    name: 'MultiGrid',
    type: 'structure',
    meta: { uuid },
    configuration: { columnWidths: children.map(() => 6) },
    content: children,
  }) as PageBlock;
const uuids = (blocks: PageBlock[]) => blocks.map((block) => block.meta.uuid);

describe('block operations', () => {
  it('a new block on an empty page becomes its only block', () => {
    expect(insertBlock([], text('n'), { uuid: null, position: 'top' })).toEqual({
      blocks: [text('n')],
      inserted: true,
    });
  });

  it('inserts above or below the target, also inside a structure block', () => {
    const page = [text('a'), grid('g', [text('b'), text('c')])];
    expect(uuids(insertBlock(page, text('n'), { uuid: 'a', position: 'bottom' }).blocks)).toEqual(['a', 'n', 'g']);
    expect(uuids(insertBlock(page, text('n'), { uuid: 'a', position: 'top' }).blocks)).toEqual(['n', 'a', 'g']);
    const nested = insertBlock(page, text('n'), { uuid: 'c', position: 'top' }).blocks;
    expect(uuids(nested[1]!.content as PageBlock[])).toEqual(['b', 'n', 'c']);
  });

  it('leaves the page as it is when the target block is gone', () => {
    const page = [text('a')];
    expect(insertBlock(page, text('n'), { uuid: 'x', position: 'top' })).toEqual({ blocks: page, inserted: false });
  });

  it('gives a copied block and every nested block a fresh uuid', () => {
    let n = 0;
    const copy = withFreshUuids(grid('g', [text('b'), text('c')]), () => `u${++n}`);
    expect(copy.meta.uuid).toBe('u1');
    expect(uuids(copy.content as PageBlock[])).toEqual(['u2', 'u3']);
  });

  it('moves up and down and ignores moves out of range', () => {
    const page = [text('a'), text('b'), text('c')];
    expect(uuids(moveBlock(page, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(uuids(moveBlock(page, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(moveBlock(page, 0, -1)).toBe(page);
    expect(moveBlock(page, 2, 1)).toBe(page);
  });

  it('deletes by uuid at any depth, finds and replaces blocks', () => {
    const page = [text('a'), grid('g', [text('b'), text('c')])];
    expect(uuids(deleteBlock(page, 'a'))).toEqual(['g']);
    expect(uuids(deleteBlock(page, 'b')[1]!.content as PageBlock[])).toEqual(['c']);
    expect(findBlock(page, 'c')).toEqual(text('c'));
    const replaced = replaceBlock(page, text('c', 'New title'));
    expect((findBlock(replaced, 'c') as TextCardBlock).content.text.title).toBe('New title');
    expect(page[1]).toEqual(grid('g', [text('b'), text('c')]));
  });

  it('sets a value at a dotted path without touching the original', () => {
    const block = text('a');
    const changed = setAtPath(block, 'content.text.title', 'Hello');
    expect(changed.content.text.title).toBe('Hello');
    expect(block.content.text.title).toBe('a');
  });

  it('edit mode is enabled only while the draft differs from the clean data', () => {
    const page = [text('a')];
    expect(blocksDiffer(page, structuredClone(page))).toBe(false);
    expect(blocksDiffer(page, [text('a', 'changed')])).toBe(true);
  });
});
