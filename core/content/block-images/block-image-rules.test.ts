import { describe, expect, it } from 'vitest';
import { blockImageProblem, blockPictureSourceSets, sniffBlockImageType } from './block-image-rules';

describe('block image rules', () => {
  it('know a picture by its first bytes, not by its name', () => {
    expect(sniffBlockImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffBlockImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffBlockImageType(webp)).toBe('image/webp');
    expect(sniffBlockImageType(new TextEncoder().encode('<svg onload="x()">'))).toBeNull();
    expect(sniffBlockImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });

  it('answer the editor before uploading', () => {
    expect(blockImageProblem({ type: 'image/png', size: 0 })).toBe('editor.image.empty');
    expect(blockImageProblem({ type: 'image/svg+xml', size: 10 })).toBe('editor.image.unsupportedType');
    expect(blockImageProblem({ type: 'image/jpeg', size: 16 * 1024 * 1024 })).toBe('editor.image.tooLarge');
    expect(blockImageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
  });

  it('offer an upload in AVIF and WebP at densities 1 and 2, with its placeholder; other pictures as they are', () => {
    const id = 'a'.repeat(32);
    const sources = {
      mobile: `/images/blocks/${id}/640@1x.webp`,
      tablet: `/images/blocks/${id}/1024@1x.webp`,
      desktop: `/images/blocks/${id}/1440@1x.webp`,
      wideScreen: `/images/blocks/${id}/1920@1x.webp`,
    };
    const sets = blockPictureSourceSets(sources);
    expect(sets.webp).toContain(`/images/blocks/${id}/640@2x.webp 1280w`);
    expect(sets.avif).toContain(`/images/blocks/${id}/1920@2x.avif 3840w`);
    expect(sets.placeholder).toBe(`/images/blocks/${id}/placeholder.webp`);
    const scene = blockPictureSourceSets({ ...sources, mobile: '/images/scenes/v1/sand_x/640.webp' });
    expect(scene).toMatchObject({ avif: null, placeholder: null });
    expect(scene.webp).toContain('/images/scenes/v1/sand_x/640.webp 640w');
  });
});
