import type { ComponentType } from 'react';
import type { MultiGridBlock, PageBlock } from '../../core/content/blocks/block-model';
import { BlockLayoutContext } from './block-layout';

// Written out so Tailwind sees every class it has to generate.
const spans = [
  'md:col-span-1',
  'md:col-span-2',
  'md:col-span-3',
  'md:col-span-4',
  'md:col-span-5',
  'md:col-span-6',
  'md:col-span-7',
  'md:col-span-8',
  'md:col-span-9',
  'md:col-span-10',
  'md:col-span-11',
  'md:col-span-12',
];

/**
 * Blocks side by side on a 12-column grid from the md breakpoint, stacked on phones. Each column's
 * block is drawn by `BlockView`, the one view of every block (page-blocks.tsx hands it in: it
 * imports this module, so importing it back would close a circle).
 */
export function MultiGrid({
  block,
  BlockView,
}: {
  block: MultiGridBlock;
  BlockView: ComponentType<{ block: PageBlock }>;
}) {
  const widths = block.configuration.columnWidths;
  const children = block.content;
  return (
    <div className="grid items-center gap-6 md:grid-cols-12">
      {children.map((child, index) => {
        const width = widths[index] ?? Math.max(1, Math.floor(12 / children.length));
        return (
          <div key={child.meta.uuid} className={spans[width - 1]}>
            <BlockLayoutContext
              value={{ pictureSizes: `(min-width: 48rem) ${Math.round((width / 12) * 100)}vw, 100vw`, inColumn: true }}
            >
              <BlockView block={child} />
            </BlockLayoutContext>
          </div>
        );
      })}
    </div>
  );
}
