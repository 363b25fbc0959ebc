import { chosenFileProblem } from '../../uploads/chosen-file-problem';

/**
 * Rules for pictures an editor uploads for a block (issue 17). Pure, so the editor checks a chosen
 * file with the rules the server applies again.
 */

/** Photo formats a browser or camera produces; checked by content, never by the file name. */
export const blockImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type BlockImageType = (typeof blockImageTypes)[number];

/** 15 MB: a full-size camera photo fits. */
export const blockImageMaxBytes = 15 * 1024 * 1024;
/** Larger pictures are refused before decoding (a small file can claim a huge canvas). */
export const blockImageMaxPixels = 50_000_000;

/** The widths of a block picture's four sources (the same as the demo scenes, spec §3 Image). */
export const blockImageWidths = { mobile: 640, tablet: 1024, desktop: 1440, wideScreen: 1920 } as const;
/** Spec §9: pictures come at densities 1 and 2; the browser picks by the screen. */
export const blockImageDensities = [1, 2] as const;
export const blockImageFormats = ['webp', 'avif'] as const;
export type BlockImageFormat = (typeof blockImageFormats)[number];

const idPattern = '[0-9a-f]{32}';
/** `/images/blocks/<id>/<width>@<density>x.<format>`: the shape of every uploaded picture's URL. */
export const blockImageUrlPattern = new RegExp(`^/images/blocks/(${idPattern})/(\\d{3,4})@([12])x\\.(webp|avif)$`);

export function blockImageUrl(id: string, width: number, density: number, format: BlockImageFormat): string {
  return `/images/blocks/${id}/${width}@${density}x.${format}`;
}

export function blockImagePlaceholderUrl(id: string): string {
  return `/images/blocks/${id}/placeholder.webp`;
}

/** The type by the file's first bytes (JPEG, PNG, or RIFF…WEBP). */
export function sniffBlockImageType(bytes: Uint8Array): BlockImageType | null {
  const at = (offset: number, signature: number[]) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** A quick answer in the editor before uploading; the server decides again. */
export function blockImageProblem(file: {
  type: string;
  size: number;
}): 'editor.image.unsupportedType' | 'editor.image.tooLarge' | 'editor.image.empty' | null {
  return chosenFileProblem(
    file,
    { types: blockImageTypes, maxBytes: blockImageMaxBytes },
    { empty: 'editor.image.empty', unsupportedType: 'editor.image.unsupportedType', tooLarge: 'editor.image.tooLarge' },
  );
}

/**
 * The sources a block picture offers the browser: for an uploaded picture each size at both
 * densities, in AVIF and WebP; for any other picture (the demo scenes) the four sources as they are.
 */
export function blockPictureSourceSets(sources: Record<keyof typeof blockImageWidths, string>): {
  avif: string | null;
  webp: string;
  placeholder: string | null;
} {
  const keys = Object.keys(blockImageWidths) as Array<keyof typeof blockImageWidths>;
  const uploaded = keys.map((key) => blockImageUrlPattern.exec(sources[key]));
  if (uploaded.some((match) => match === null)) {
    return {
      avif: null,
      webp: keys.map((key) => `${sources[key]} ${blockImageWidths[key]}w`).join(', '),
      placeholder: null,
    };
  }
  const set = (format: BlockImageFormat) =>
    uploaded
      .flatMap((match) => {
        const [, id, width] = match!;
        return blockImageDensities.map(
          (density) => `${blockImageUrl(id!, Number(width), density, format)} ${Number(width) * density}w`,
        );
      })
      .join(', ');
  return { avif: set('avif'), webp: set('webp'), placeholder: blockImagePlaceholderUrl(uploaded[0]![1]!) };
}
