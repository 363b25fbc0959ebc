import type { BannerBlock } from '../../core/content/blocks/block-model';
import { BlockButton, BlockHeading, BlockRichText, buttonShown } from './block-link';
import { useBlockLayout, useBlockPage } from './block-layout';
import { BlockPicture } from './block-picture';
import { translucent } from './colour';

const vertical = { top: 'justify-start', center: 'justify-center', bottom: 'justify-end' } as const;
const horizontal = { left: 'items-start', center: 'items-center', right: 'items-end' } as const;
const textAlign = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** A picture with text and a button on it: the hero slides and the gallery tiles. */
export function Banner({ block }: { block: BannerBlock }) {
  const { image, text, button } = block.content;
  const layout = useBlockLayout();
  const page = useBlockPage();
  return (
    <div
      className={`relative flex flex-col overflow-hidden rounded-xl p-5 sm:p-10 ${vertical[text.justify]} ${horizontal[text.align]} ${
        layout.inColumn ? 'min-h-80' : 'min-h-[26rem] md:min-h-[30rem]'
      }`}
    >
      <BlockPicture
        sources={image}
        sizes={layout.pictureSizes}
        eager={page.eagerPictureUuid === block.meta.uuid}
        className="absolute inset-0 size-full"
        style={image.brightness < 1 ? { filter: `brightness(${image.brightness})` } : undefined}
      />
      <div
        className={`relative max-w-xl rounded-lg ${text.background ? 'p-5 sm:p-8' : ''} ${textAlign[text.textAlignment]}`}
        style={{
          color: text.color,
          backgroundColor: text.background ? translucent(text.bgcolor, text.bgopacity) : undefined,
        }}
      >
        {text.pretitle ? <p className="text-sm font-semibold tracking-wide uppercase">{text.pretitle}</p> : null}
        {text.title ? (
          <BlockHeading
            level={page.headingUuid === block.meta.uuid ? 1 : 2}
            className={`mt-1 font-semibold ${layout.inColumn ? 'text-2xl' : 'text-3xl sm:text-5xl'}`}
          >
            {text.title}
          </BlockHeading>
        ) : null}
        {text.subtitle ? <p className={`mt-3 ${layout.inColumn ? '' : 'text-lg'}`}>{text.subtitle}</p> : null}
        <BlockRichText html={text.htmlDescription} className="mt-3 text-inherit" />
        {buttonShown(button) ? (
          <div className="mt-6">
            <BlockButton button={button} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
