import type { TextCardBlock } from '../../core/content/blocks/block-model';
import { BlockButton, BlockHeading, BlockRichText, buttonShown } from './block-link';
import { useBlockLayout, useBlockPage } from './block-layout';

const alignment = { left: 'text-left', center: 'mx-auto text-center', right: 'ml-auto text-right' } as const;

/** Rich text with an optional pretitle, title, subtitle and button. */
export function TextCard({ block }: { block: TextCardBlock }) {
  const { text, button } = block.content;
  const layout = useBlockLayout();
  const page = useBlockPage();
  return (
    <div
      className={`max-w-3xl ${alignment[text.textAlignment]}`}
      style={text.color ? { color: text.color } : undefined}
    >
      {text.pretitle ? (
        <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{text.pretitle}</p>
      ) : null}
      {text.title ? (
        <BlockHeading
          level={page.headingUuid === block.meta.uuid ? 1 : 2}
          className={`mt-1 font-semibold ${layout.inColumn ? 'text-2xl' : 'text-2xl sm:text-3xl'}`}
        >
          {text.title}
        </BlockHeading>
      ) : null}
      {text.subtitle ? <p className="mt-2 text-lg text-slate-700">{text.subtitle}</p> : null}
      <BlockRichText html={text.htmlDescription} className="mt-4" />
      {buttonShown(button) ? (
        <div className="mt-4">
          <BlockButton button={button} />
        </div>
      ) : null}
    </div>
  );
}
