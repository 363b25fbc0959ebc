import { useId } from 'react';
import type { NewsletterSubscribeBlock } from '../../core/content/blocks/block-model';
import { BlockHeading, BlockRichText } from './block-link';
import { useBlockPage } from './block-layout';
import { useBlockParts } from './block-parts';

/** The newsletter sign-up: title, description and the form on the block's background colour. */
export function NewsletterSubscribe({ block }: { block: NewsletterSubscribeBlock }) {
  const { text, input, button } = block.content;
  const page = useBlockPage();
  const { NewsletterForm } = useBlockParts();
  const id = useId();
  return (
    <section
      aria-labelledby={text.title ? id : undefined}
      className="rounded-xl px-5 py-10 sm:px-10"
      style={{ backgroundColor: text.bgColor }}
    >
      <div className="mx-auto max-w-2xl">
        {text.title ? (
          <BlockHeading level={page.headingUuid === block.meta.uuid ? 1 : 2} className="text-2xl font-semibold">
            <span id={id}>{text.title}</span>
          </BlockHeading>
        ) : null}
        <BlockRichText html={text.htmlDescription} className="mt-2" />
        <div className="mt-4">
          <NewsletterForm
            blockId={block.meta.uuid}
            showNames={input.displayNameInput}
            nameIsRequired={input.nameIsRequired}
            buttonLabel={button.label}
          />
        </div>
      </div>
    </section>
  );
}
