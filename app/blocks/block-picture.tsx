import { blockImageWidths, blockPictureSourceSets } from '../../core/content/block-images/block-image-rules';

/** The four sources every block picture has (spec §3: wideScreen, desktop, tablet, mobile). */
export interface BlockPictureSources {
  wideScreen: string;
  desktop: string;
  tablet: string;
  mobile: string;
  alt: string;
  /** Marked decorative by the merchant (a Banner's picture): shown with an empty alt text. */
  decorative?: boolean;
}

/**
 * A block picture as one responsive <img>: the browser picks the source for the space the picture
 * takes (`sizes`), so a picture in a third of the grid does not load the wide-screen file.
 * Pictures an editor uploaded also come in AVIF and at density 2, over a blurred 10×10 placeholder
 * (spec §9). Fixed 8:3 proportions keep the layout still while it loads; only the first picture of
 * a page (the LCP candidate) loads eagerly.
 */
export function BlockPicture({
  sources,
  sizes,
  eager,
  className = '',
  style,
}: {
  sources: BlockPictureSources;
  sizes: string;
  eager: boolean;
  className?: string;
  style?: React.CSSProperties;
}) {
  const sets = blockPictureSourceSets(sources);
  const image = (
    <img
      src={sources.desktop}
      srcSet={sets.webp}
      sizes={sizes}
      width={blockImageWidths.desktop}
      height={(blockImageWidths.desktop * 3) / 8}
      alt={sources.decorative ? '' : sources.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      className={`bg-slate-200 bg-cover object-cover ${className}`}
      style={sets.placeholder ? { backgroundImage: `url(${sets.placeholder})`, ...style } : style}
    />
  );
  if (!sets.avif) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={sets.avif} sizes={sizes} />
      {image}
    </picture>
  );
}
