import sharp from 'sharp';

/**
 * The demo shop's product pictures, drawn as SVG (a round or square mirror in its finish, with an
 * LED ring where it has one) and rendered with sharp. Real shops upload photos; the rest of the
 * pipeline – sizes, densities, formats, placeholder, immutable URLs – is the same for both.
 */
export const imageSizes = { preview: 320, secondPreview: 480, middle: 800, full: 1200 } as const;
export type ImageSize = keyof typeof imageSizes;
export const imageDensities = [1, 2] as const;
export const imageFormats = ['webp', 'avif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Bump when the drawing changes: URLs carry it, so browsers never keep a stale picture. */
export const pictureVersion = 'v1';

const finishColours = {
  chrome: { frame: '#aeb6bf', highlight: '#eef1f4', shade: '#6d7680' },
  black: { frame: '#24282e', highlight: '#5b626b', shade: '#0f1114' },
  gold: { frame: '#c9a24a', highlight: '#f3dc9c', shade: '#8a6a22' },
  white: { frame: '#ecebe6', highlight: '#ffffff', shade: '#b9b7ae' },
} as const;
export type Finish = keyof typeof finishColours;

export interface PictureSpec {
  shape: 'round' | 'square';
  finish: Finish;
  led: boolean;
  stand: 'wall' | 'table' | 'none';
}

/** File names like "round-chrome-led-wall": the picture is fully described by its name. */
export function pictureName(spec: PictureSpec): string {
  return `${spec.shape}-${spec.finish}-${spec.led ? 'led' : 'plain'}-${spec.stand}`;
}

export function parsePictureName(name: string): PictureSpec | null {
  const match = /^(round|square)-(chrome|black|gold|white)-(led|plain)-(wall|table|none)$/.exec(name);
  if (!match) return null;
  return {
    shape: match[1] as PictureSpec['shape'],
    finish: match[2] as Finish,
    led: match[3] === 'led',
    stand: match[4] as PictureSpec['stand'],
  };
}

/**
 * The mirror on its own, drawn on a 1200×1200 canvas: gradient definitions and shapes, so a
 * product picture and a wider banner scene can both place it.
 */
export function mirrorDrawing(spec: PictureSpec): { defs: string; shapes: string } {
  const colour = finishColours[spec.finish];
  const centre = 560;
  const radius = 330;
  const glass =
    spec.shape === 'round'
      ? (inset: number, attributes: string) => `<circle cx="600" cy="${centre}" r="${radius - inset}" ${attributes}/>`
      : (inset: number, attributes: string) =>
          `<rect x="${600 - radius + inset}" y="${centre - radius + inset}" width="${2 * (radius - inset)}" height="${2 * (radius - inset)}" rx="${60 - inset / 2}" ${attributes}/>`;
  const stand =
    spec.stand === 'table'
      ? `<rect x="585" y="${centre + radius}" width="30" height="170" fill="${colour.frame}"/><ellipse cx="600" cy="1080" rx="200" ry="36" fill="${colour.shade}"/><ellipse cx="600" cy="1070" rx="200" ry="30" fill="${colour.frame}"/>`
      : spec.stand === 'wall'
        ? `<rect x="80" y="${centre - 20}" width="${600 - radius - 60}" height="40" rx="20" fill="${colour.frame}"/><rect x="50" y="${centre - 110}" width="60" height="220" rx="20" fill="${colour.shade}"/>`
        : '';
  return {
    defs: `<linearGradient id="frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.highlight}"/><stop offset="0.5" stop-color="${colour.frame}"/><stop offset="1" stop-color="${colour.shade}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe8ef"/><stop offset="0.45" stop-color="#b9c7d3"/><stop offset="0.55" stop-color="#f4f8fb"/><stop offset="1" stop-color="#9fb0bf"/></linearGradient>
    <radialGradient id="glow"><stop offset="0.82" stop-color="#fff6d8" stop-opacity="0"/><stop offset="0.9" stop-color="#fff6d8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>`,
    shapes: `${stand}
  ${spec.led ? glass(-60, 'fill="url(#glow)"') : ''}
  ${glass(0, 'fill="url(#frame)"')}
  ${spec.led ? glass(22, 'fill="none" stroke="#fffbe8" stroke-width="14" opacity="0.95"') : ''}
  ${glass(spec.led ? 40 : 26, 'fill="url(#glass)"')}
  <path d="M ${600 - radius * 0.55} ${centre - radius * 0.25} q ${radius * 0.3} ${-radius * 0.35} ${radius * 0.75} ${-radius * 0.35}" stroke="#ffffff" stroke-width="18" stroke-linecap="round" fill="none" opacity="0.7"/>`,
  };
}

export function pictureSvg(spec: PictureSpec): string {
  const size = 1200;
  const mirror = mirrorDrawing(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e7eaee"/></linearGradient>
    ${mirror.defs}
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  ${mirror.shapes}
</svg>`;
}

/** Renders one file of a picture; width in CSS pixels times the density. */
export async function renderPicture(spec: PictureSpec, size: ImageSize, density: number, format: ImageFormat) {
  const width = imageSizes[size] * density;
  const image = sharp(Buffer.from(pictureSvg(spec)), { density: 72 * (width / 1200) }).resize(width, width);
  return format === 'avif' ? image.avif({ quality: 55, effort: 2 }).toBuffer() : image.webp({ quality: 80 }).toBuffer();
}

/** Spec §9: a 10×10 placeholder, quality 50, blur 3, inlined as a data URL while the picture loads. */
export async function renderPlaceholder(spec: PictureSpec): Promise<string> {
  const buffer = await sharp(Buffer.from(pictureSvg(spec)), { density: 6 })
    .resize(10, 10)
    .blur(3)
    .webp({ quality: 50 })
    .toBuffer();
  return `data:image/webp;base64,${buffer.toString('base64')}`;
}

/** A finish swatch for the attribute selector: a circle in the finish colour. */
export function swatchSvg(finish: Finish): string {
  const colour = finishColours[finish];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.highlight}"/><stop offset="1" stop-color="${colour.shade}"/></linearGradient></defs><circle cx="24" cy="24" r="22" fill="url(#g)" stroke="#00000022" stroke-width="1"/></svg>`;
}

/**
 * Photos staff upload for an item (issue 37) are named `upload-<id>`, the id of the kept upload
 * (the block pictures' store: content-hashed, EXIF-stripped WebP). Null for any other name.
 */
export function uploadedPictureId(name: string): string | null {
  return /^upload-([0-9a-f]{32})$/.exec(name)?.[1] ?? null;
}

/**
 * One size of an uploaded photo: square like the drawn pictures (cards and the gallery reserve a
 * square), the photo fitted in whole on white, never enlarged beyond its own size.
 */
export async function renderUploadedPicture(source: Buffer, size: ImageSize, density: number, format: ImageFormat) {
  const edge = imageSizes[size] * density;
  const resized = sharp(source).resize({
    width: edge,
    height: edge,
    fit: 'contain',
    background: '#ffffff',
    withoutEnlargement: true,
  });
  return (format === 'avif' ? resized.avif({ quality: 55 }) : resized.webp({ quality: 78 })).toBuffer();
}

/** The 10×10 blurred placeholder of an uploaded photo, as a data URL (like the drawn ones'). */
export async function uploadedPicturePlaceholder(source: Buffer): Promise<string> {
  const buffer = await sharp(source)
    .resize(10, 10, { fit: 'contain', background: '#ffffff' })
    .blur(3)
    .webp({ quality: 50 })
    .toBuffer();
  return `data:image/webp;base64,${buffer.toString('base64')}`;
}
