import sharp from 'sharp';
import { mirrorDrawing, parsePictureName, pictureVersion, type PictureSpec } from '../catalog/product-images.server';

/**
 * Wide pictures for banners and image blocks of the demo shop: a mirror in front of a coloured
 * wall, drawn as SVG and rendered with sharp like the product pictures. A merchant replaces them
 * with photos; the URLs in the blocks are all that changes.
 *
 * Scene names are "<wall>_<picture name>", e.g. "sand_round-gold-led-wall".
 */
export const sceneWalls = {
  sand: ['#f3ead9', '#e2d3b5'],
  sage: ['#e3ebe2', '#c2d1c0'],
  slate: ['#2d3a4a', '#16202c'],
  rose: ['#f6e4e1', '#e6c5c0'],
} as const;
export type SceneWall = keyof typeof sceneWalls;

/** Widths of the four picture sources of a block (spec: mobile, tablet, desktop, wideScreen). */
export const sceneWidths = { mobile: 640, tablet: 1024, desktop: 1440, wideScreen: 1920 } as const;
/** The phone picture is square; the others are 8:3 banners. */
export function sceneHeight(width: number): number {
  return width === sceneWidths.mobile ? width : Math.round((width * 3) / 8);
}

export interface SceneSpec {
  wall: SceneWall;
  mirror: PictureSpec;
}

export function parseSceneName(name: string): SceneSpec | null {
  const [wall, picture, extra] = name.split('_');
  if (extra !== undefined || wall === undefined || !Object.hasOwn(sceneWalls, wall)) return null;
  const mirror = parsePictureName(picture ?? '');
  return mirror ? { wall: wall as SceneWall, mirror } : null;
}

/** The public URL of one size of a scene. */
export function sceneUrl(name: string, width: number): string {
  return `/images/scenes/${pictureVersion}/${name}/${width}.webp`;
}

/** The four sources of a block picture, in the block model's field names. */
export function sceneSources(name: string) {
  return {
    wideScreen: sceneUrl(name, sceneWidths.wideScreen),
    desktop: sceneUrl(name, sceneWidths.desktop),
    tablet: sceneUrl(name, sceneWidths.tablet),
    mobile: sceneUrl(name, sceneWidths.mobile),
  };
}

export function sceneSvg(scene: SceneSpec, width: number, height: number): string {
  const [light, dark] = sceneWalls[scene.wall];
  const mirror = mirrorDrawing(scene.mirror);
  // The mirror fills most of the height; on wide pictures it stands in the right third so text
  // can sit on the left, on square ones in the middle.
  const scale = (height * 0.9) / 1200;
  const x = width > height ? width * 0.72 - 600 * scale : width / 2 - 600 * scale;
  const y = height * 0.06;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    ${mirror.defs}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <rect y="${height * 0.9}" width="${width}" height="${height * 0.1}" fill="${dark}" opacity="0.6"/>
  <g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${mirror.shapes}</g>
</svg>`;
}

export async function renderScene(scene: SceneSpec, width: number): Promise<Buffer> {
  const height = sceneHeight(width);
  return sharp(Buffer.from(sceneSvg(scene, width, height)))
    .resize(width, height)
    .webp({ quality: 78 })
    .toBuffer();
}
