import type { ImageBlock as ImageBlockData } from '../../core/content/blocks/block-model';
import { useBlockLayout, useBlockPage } from './block-layout';
import { BlockPicture } from './block-picture';

/** A picture on its own (in an "Image + Text" grid, usually). */
export function ImageBlock({ block }: { block: ImageBlockData }) {
  const layout = useBlockLayout();
  const page = useBlockPage();
  return (
    <BlockPicture
      sources={block.content}
      sizes={layout.pictureSizes}
      eager={page.eagerPictureUuid === block.meta.uuid}
      className={`aspect-[8/3] w-full rounded-xl md:aspect-[4/3] ${
        block.content.imageAlignment === 'right' ? 'object-right' : 'object-left'
      }`}
    />
  );
}
