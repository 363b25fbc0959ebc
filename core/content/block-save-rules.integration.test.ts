import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBlocks } from '../db/schema';
import { demoEditor } from '../../seed/editors';
import { createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * What a save of blocks refuses, in words the editor can show at the field (issue 34): a link that
 * is no shop path or http(s) address, and a banner picture with neither alt text nor a decorative
 * mark. Stored banners from before the rule still show.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const home = { identifier: 'index', entityType: 'immutable' };
type Problem = { field: string; message: string };

const banner = (uuid: string, image: { alt: string; decorative?: boolean }, link = '/alle-spiegel') => ({
  name: 'Banner',
  type: 'content',
  meta: { uuid },
  content: {
    image: { wideScreen: '/a.webp', desktop: '/a.webp', tablet: '/a.webp', mobile: '/a.webp', brightness: 1, ...image },
    text: {
      color: '#000000',
      bgcolor: '#ffffff',
      bgopacity: 1,
      pretitle: '',
      title: 'Spiegel',
      htmlDescription: '',
      textAlignment: 'left',
      justify: 'center',
      align: 'left',
      background: false,
    },
    button: { label: 'Mehr', link, variant: 'primary' },
  },
});

async function signedInEditor() {
  const editor = await createShopper(shop);
  expect((await editor.call('doLoginEditor', { email: demoEditor.email, password: demoEditor.password })).status).toBe(
    200,
  );
  return editor;
}

describe('saving blocks', () => {
  it('refuses an unsafe link and an undescribed banner picture, naming each field with a message key', async () => {
    const editor = await signedInEditor();
    const { version } = (await editor.call<{ version: number }>('getEditableBlocks', home)).data!;
    const blocks = [
      banner('described', { alt: 'Runder Spiegel' }),
      banner('script', { alt: 'Runder Spiegel' }, 'javascript:alert(1)'),
      {
        name: 'Carousel',
        type: 'structure',
        meta: { uuid: 'carousel' },
        configuration: { controls: { color: '#000000' } },
        content: [banner('slide', { alt: ' ', decorative: false })],
      },
    ];
    const refused = await editor.call('doSaveBlocks', { ...home, blocks, baseVersion: version });
    expect(refused.status).toBe(400);
    const causes = (refused as { error?: { cause?: Problem[] } }).error!.cause!;
    expect(causes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'blocks.1.content.button.link', message: 'errorMessages.editor.linkInvalid' }),
        expect.objectContaining({
          field: 'blocks.2.content.0.content.image.alt',
          message: 'errorMessages.editor.altRequiredOrDecorative',
        }),
      ]),
    );
    // The peer's form of the save applies the same rules.
    const asText = await editor.call('saveBlocks', {
      identifier: 'index',
      kind: 'immutable',
      blocks: JSON.stringify([banner('x', { alt: '' })]),
      baseVersion: version,
    });
    expect(JSON.stringify(asText)).toContain('errorMessages.editor.altRequiredOrDecorative');
    expect((await editor.call<{ version: number }>('getEditableBlocks', home)).data!.version).toBe(version);
  });

  it('saves a picture marked decorative without alt text, and shoppers get the mark', async () => {
    const editor = await signedInEditor();
    const { version } = (await editor.call<{ version: number }>('getEditableBlocks', home)).data!;
    const saved = await editor.call('doSaveBlocks', {
      ...home,
      blocks: [banner('decorative', { alt: '', decorative: true })],
      baseVersion: version,
    });
    expect(saved.status).toBe(200);
    const page = await (
      await createShopper(shop)
    ).call<Array<{ content: { image: object } }>>('getBlocks', {
      identifier: 'index',
      type: 'immutable',
    });
    expect(page.data![0]!.content.image).toMatchObject({ alt: '', decorative: true });
  });

  it('reads a block stored under the looser link rule of before; only saving it again asks for a correct link', async () => {
    const editor = await signedInEditor();
    const start = (await editor.call<{ version: number }>('getEditableBlocks', home)).data!;
    const saved = await editor.call('doSaveBlocks', {
      ...home,
      blocks: [banner('older', { alt: 'Runder Spiegel' })],
      baseVersion: start.version,
    });
    expect(saved.status).toBe(200);
    // A link the rule of before let through (it looked at the first character after https:// only).
    const loose = 'https://example.com/Katalog 2026.pdf';
    await shop.services.db
      .update(pageBlocks)
      .set({ blocks: sql`jsonb_set(${pageBlocks.blocks}, '{0,content,button,link}', ${JSON.stringify(loose)}::jsonb)` })
      .where(
        and(eq(pageBlocks.identifier, 'index'), eq(pageBlocks.entityType, 'immutable'), eq(pageBlocks.lang, 'de')),
      );
    shop.services.contentChanges.notify();

    const shown = await (
      await createShopper(shop)
    ).call<Array<{ meta: { uuid: string } }>>('getBlocks', { identifier: 'index', type: 'immutable' });
    expect(shown.data!.map((block) => block.meta.uuid)).toEqual(['older']);
    const editable = (
      await editor.call<{ version: number; blocks: Array<{ content: { button: { link: string } } }> }>(
        'getEditableBlocks',
        home,
      )
    ).data!;
    expect(editable.blocks[0]!.content.button.link).toBe(loose);
    const again = await editor.call('doSaveBlocks', {
      ...home,
      blocks: editable.blocks,
      baseVersion: editable.version,
    });
    expect(again.status).toBe(400);
    expect((again as { error?: { cause?: Problem[] } }).error!.cause).toEqual([
      expect.objectContaining({ field: 'blocks.0.content.button.link', message: 'errorMessages.editor.linkInvalid' }),
    ]);
  });
});
