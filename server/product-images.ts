import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import {
  imageDensities,
  imageFormats,
  imageSizes,
  parsePictureName,
  pictureVersion,
  renderPicture,
  renderUploadedPicture,
  swatchSvg,
  uploadedPictureId,
  type ImageFormat,
  type ImageSize,
} from '../core/catalog/product-images.server';
import { parseSceneName, renderScene, sceneWidths } from '../core/content/scene-pictures.server';
import { blockImageWidths, type BlockImageFormat } from '../core/content/block-images/block-image-rules';
import {
  readBlockImageSource,
  renderedBlockImageDir,
  renderBlockImage,
  renderBlockImagePlaceholder,
} from '../core/content/block-images/block-images.server';
import type { ShopEnv } from './request-context';

const immutable = 'public, max-age=31536000, immutable';
const fileShape = new RegExp(
  `^(${Object.keys(imageSizes).join('|')})@(${imageDensities.join('|')})x\\.(${imageFormats.join('|')})$`,
);

/**
 * `/images/items/<version>/<picture>/<size>@<density>x.<format>`: product pictures, rendered on
 * the first request and then kept under DATA_DIR/images, so the first start stays fast and every
 * later request is a file read. `/images/scenes/<version>/<scene>/<width>.webp`: banner pictures
 * of the demo shop's page blocks. `/images/swatches/<version>/<finish>.svg`: attribute swatches.
 * `/images/blocks/<id>/<width>@<density>x.<format>`: pictures editors uploaded for blocks.
 * An item picture named `upload-<id>` is a photo staff uploaded (issue 37), from the same store.
 */
export function createProductImageRoutes(dataDir: string) {
  const images = new Hono<ShopEnv>();
  const cacheDir = path.join(dataDir, 'images');
  const rendering = new Map<string, Promise<Buffer>>();

  /** Reads a rendered file, or renders it once and keeps it. */
  async function load(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    // Concurrent first requests for one file render it once.
    let pending = rendering.get(file);
    if (!pending) {
      pending = (async () => {
        const buffer = await render();
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, buffer);
        await rename(temporary, file);
        return buffer;
      })().finally(() => rendering.delete(file));
      rendering.set(file, pending);
    }
    return pending;
  }

  images.get(`/items/${pictureVersion}/:name/:file`, async (c) => {
    const name = c.req.param('name');
    const match = fileShape.exec(c.req.param('file'));
    const uploadId = uploadedPictureId(name);
    if (!match || (!parsePictureName(name) && !uploadId)) return c.text('Not found', 404);
    const [, size, density, format] = match;
    // A photo staff uploaded: rendered from the kept upload (gone: not found).
    const source = uploadId ? await readBlockImageSource(dataDir, uploadId) : null;
    if (uploadId && !source) return c.text('Not found', 404);
    const buffer = await load(
      path.join(cacheDir, 'items', pictureVersion, name, `${size}@${density}x.${format}`),
      () =>
        source
          ? renderUploadedPicture(source, size as ImageSize, Number(density), format as ImageFormat)
          : renderPicture(parsePictureName(name)!, size as ImageSize, Number(density), format as ImageFormat),
    );
    c.header('Content-Type', `image/${format}`);
    c.header('Cache-Control', immutable);
    return c.body(new Uint8Array(buffer));
  });

  images.get(`/scenes/${pictureVersion}/:name/:file`, async (c) => {
    const name = c.req.param('name');
    const scene = parseSceneName(name);
    const width = Number(/^(\d+)\.webp$/.exec(c.req.param('file'))?.[1]);
    if (!scene || !(Object.values(sceneWidths) as number[]).includes(width)) return c.text('Not found', 404);
    const buffer = await load(path.join(cacheDir, 'scenes', pictureVersion, name, `${width}.webp`), () =>
      renderScene(scene, width),
    );
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', immutable);
    return c.body(new Uint8Array(buffer));
  });

  images.get(`/swatches/${pictureVersion}/:file`, (c) => {
    const finish = /^(chrome|black|gold|white)\.svg$/.exec(c.req.param('file'))?.[1];
    if (!finish) return c.text('Not found', 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', immutable);
    return c.body(swatchSvg(finish as 'chrome'));
  });

  // Pictures editors uploaded for blocks: rendered from the kept upload on the first request.
  images.get('/blocks/:id/:file', async (c) => {
    const id = c.req.param('id');
    const file = c.req.param('file');
    const sized = /^(\d{3,4})@([12])x\.(webp|avif)$/.exec(file);
    const widths: number[] = Object.values(blockImageWidths);
    if (file !== 'placeholder.webp' && !(sized && widths.includes(Number(sized[1])))) return c.text('Not found', 404);
    const source = await readBlockImageSource(dataDir, id);
    if (!source) return c.text('Not found', 404);
    const buffer = await load(path.join(renderedBlockImageDir(dataDir, id), file), () =>
      sized
        ? renderBlockImage(source, Number(sized[1]), Number(sized[2]), sized[3] as BlockImageFormat)
        : renderBlockImagePlaceholder(source),
    );
    c.header('Content-Type', `image/${sized?.[3] ?? 'webp'}`);
    c.header('Cache-Control', immutable);
    return c.body(new Uint8Array(buffer));
  });

  images.all('*', (c) => c.text('Not found', 404));
  return images;
}
