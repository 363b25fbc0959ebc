/** The four sources every block picture has (spec §3: wideScreen, desktop, tablet, mobile). */
export interface BlockPictureSources {
  wideScreen: string;
  desktop: string;
  tablet: string;
  mobile: string;
  alt: string;
}

/**
 * Widths of the four sources: the same as core/content/scene-pictures.server.ts draws. A merchant's
 * own pictures are expected in these widths too (the editor will resize uploads to them).
 */
const widths = { mobile: 640, tablet: 1024, desktop: 1440, wideScreen: 1920 } as const;

/**
 * A block picture as one responsive <img>: the browser picks the source for the space the picture
 * takes (`sizes`), so a picture in a third of the grid does not load the wide-screen file.
 * Fixed 8:3 proportions keep the layout still while it loads; only the first picture of a page
 * (the LCP candidate) loads eagerly.
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
  return (
    <img
      src={sources.desktop}
      srcSet={(Object.keys(widths) as Array<keyof typeof widths>)
        .map((key) => `${sources[key]} ${widths[key]}w`)
        .join(', ')}
      sizes={sizes}
      width={widths.desktop}
      height={(widths.desktop * 3) / 8}
      alt={sources.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      className={`bg-slate-200 object-cover ${className}`}
      style={style}
    />
  );
}
