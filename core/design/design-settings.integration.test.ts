import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createShopper, type CallAnswer } from '../../tests/support/shopper';
import { signedInEditor } from '../../tests/support/editor';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { resetDesignSettings } from './design-settings.server';
import { contrastRatio } from './palette';

/** The design drawer's settings (issue 18): validation, who may save, and what every page gets. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** Back to the defaults; this process's caches forget at once (the test shop does not LISTEN). */
async function resetDesign() {
  await resetDesignSettings(shop.services.db);
  shop.services.contentChanges.notify();
}

type Design = {
  settings: { blockSize: string; font: string; primaryColor: string; secondaryColor: string };
  themeColor: string;
  css: string | null;
  font: { stylesheet: string; preloadFile: string } | null;
};
type Problems = CallAnswer<unknown> & { error?: { cause?: Array<{ field: string; message: string }> } };
const designOf = async (shopper: Awaited<ReturnType<typeof createShopper>>) =>
  (await shopper.call<{ design: Design }>('getInit')).data!.design;

describe('design settings', () => {
  it('start as the defaults: no extra CSS on the pages, the system font', async () => {
    await resetDesign();
    const design = await designOf(await createShopper(shop));
    expect(design).toMatchObject({ css: null, font: null, settings: { blockSize: 'm', font: 'System' } });
    expect(design.themeColor).toBe('#1f5a66');
  });

  it('refuse wrong values with the field, and store nothing of a list with one wrong value', async () => {
    const editor = await signedInEditor(shop);
    const wrong: Array<[unknown, string]> = [
      [{ key: 'primaryColor', value: '#12345' }, 'errorMessages.editor.settings.color'],
      [{ key: 'primaryColor', value: 'red' }, 'errorMessages.editor.settings.color'],
      [{ key: 'secondaryColor', value: '#12345g' }, 'errorMessages.editor.settings.color'],
      [{ key: 'blockSize', value: 'xxl' }, 'errorMessages.editor.settings.blockSize'],
      [{ key: 'font', value: '' }, 'errorMessages.editor.settings.fontRequired'],
      [{ key: 'font', value: 'Comic Sans MS' }, 'errorMessages.editor.settings.fontUnknown'],
      [{ key: 'headerLogo', value: 'x' }, 'errorMessages.editor.settings.unknownKey'],
    ];
    for (const [setting, message] of wrong) {
      const answer: Problems = await editor.call('saveSettings', {
        settings: [{ key: 'blockSize', value: 'xl' }, setting],
      });
      expect(answer.status, JSON.stringify(setting)).toBe(400);
      expect(JSON.stringify(answer.error)).toContain(message);
    }
    expect((await designOf(editor)).settings.blockSize).toBe('m');
  });

  it('round trip: hex with or without #, in any case; every page gets the palette and the font', async () => {
    const editor = await signedInEditor(shop);
    const saved = await editor.call('setConfiguration', {
      settings: [
        { key: 'primaryColor', value: 'FFEE00' },
        { key: 'secondaryColor', value: '#5B21B6' },
        { key: 'blockSize', value: 'xl' },
        { key: 'font', value: 'Inter' },
      ],
    });
    expect(saved).toMatchObject({ status: 200, data: true });
    const design = await designOf(await createShopper(shop));
    expect(design.settings).toEqual({
      primaryColor: '#ffee00',
      secondaryColor: '#5b21b6',
      blockSize: 'xl',
      font: 'Inter',
    });
    expect(design.css).toContain('--primary-base:#ffee00;');
    // The browser's bar (every page's theme-color) and the installed app's follow the saved design.
    expect(design.themeColor).toBe('#ffee00');
    const manifest = (await (await fetch(`${shop.url}/manifest.webmanifest`)).json()) as { theme_color: string };
    expect(manifest.theme_color).toBe('#ffee00');
    expect(design.css).toContain('--block-spacing:3.75rem;');
    expect(design.css).toContain("--shop-font:'Inter Variable'");
    // Yellow cannot carry white text: the shop picks a dark one that reads (WCAG AA 4.5:1).
    const onBase = /--primary-on-base:(#[0-9a-f]{6});/.exec(design.css!)![1]!;
    expect(onBase).not.toBe('#ffffff');
    expect(contrastRatio(onBase, '#ffee00')).toBeGreaterThanOrEqual(4.5);
    // The font comes from the shop itself.
    expect(design.font!.stylesheet).toBe('/fonts/inter.css');
    const css = await (await fetch(shop.url + design.font!.stylesheet)).text();
    expect(css).toContain("font-family: 'Inter Variable'");
    const file = await fetch(shop.url + design.font!.preloadFile);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    await resetDesign();
  });

  it('only editors save: visitors and customers get 401, and nothing changes', async () => {
    const settings = [{ key: 'primaryColor', value: '#ff0000' }];
    expect((await (await createShopper(shop)).call('saveSettings', { settings })).status).toBe(401);
    expect((await (await createCustomer(shop)).call('setConfiguration', { settings })).status).toBe(401);
    expect((await designOf(await createShopper(shop))).settings.primaryColor).toBe('#1f5a66');
  });

  it('serves the font list at /fonts/meta.json, and only the listed fonts’ files', async () => {
    const response = await fetch(`${shop.url}/fonts/meta.json`);
    expect(response.status).toBe(200);
    const meta = (await response.json()) as Array<{ caption: string; value: string; stylesheet?: string }>;
    expect(meta[0]).toEqual({ caption: 'System', value: 'System' });
    expect(meta.map((font) => font.value)).toEqual(expect.arrayContaining(['Inter', 'Atkinson Hyperlegible Next']));
    expect((await fetch(`${shop.url}/fonts/comic-sans.css`)).status).toBe(404);
    expect((await fetch(`${shop.url}/fonts/files/inter/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${shop.url}/fonts/files/inter/inter-cyrillic-wght-normal.woff2`)).status).toBe(404);
  });
});
