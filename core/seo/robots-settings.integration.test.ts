import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInEditor } from '../../tests/support/editor';
import { createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * The robots settings per page kind (issue 39: written only by the seed before): content editors
 * read and change them, every page's shell carries them at once, nobody else may.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Robots = Record<string, string>;

describe('robots settings', () => {
  it('an editor changes some page kinds; the others stay, and the shell of every page has them at once', async () => {
    const editor = await signedInEditor(shop);
    const before = (await editor.call<Robots>('getRobotsSettings', {})).data!;
    // The demo shop keeps search results out of the index; every kind defaults to ALL.
    expect(before).toMatchObject({ searchResult: 'NOINDEX', tag: 'ALL', contact: 'ALL' });
    const visitor = await createShopper(shop);
    // Read once, so the shell is in the read cache the change has to clear.
    await visitor.call('getPageShell', {});
    const saved = await editor.call<Robots>('saveRobotsSettings', {
      robots: { tag: 'NOINDEX_NOFOLLOW', searchResult: 'ALL' },
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({ tag: 'NOINDEX_NOFOLLOW', searchResult: 'ALL', contact: 'ALL' });
    const shell = await visitor.call<{ seo: { robots: Robots } }>('getPageShell', {});
    expect(shell.data!.seo.robots).toMatchObject({ tag: 'NOINDEX_NOFOLLOW', searchResult: 'ALL' });
  });

  it('refuses values and page kinds the spec does not know, naming the field, and stores nothing', async () => {
    const editor = await signedInEditor(shop);
    const before = (await editor.call<Robots>('getRobotsSettings', {})).data!;
    const wrong = await editor.call('saveRobotsSettings', { robots: { contact: 'NOARCHIVE', tag: 'NOINDEX' } });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.error)).toContain('contact');
    expect((await editor.call('saveRobotsSettings', { robots: { checkout: 'ALL' } })).status).toBe(400);
    // The home page's robots value is one of its page settings (per language), not set here.
    expect((await editor.call('saveRobotsSettings', { robots: { homepage: 'NOINDEX' } })).status).toBe(400);
    expect((await editor.call<Robots>('getRobotsSettings', {})).data).toEqual(before);
  });

  it('is for content editors only', async () => {
    const visitor = await createShopper(shop);
    expect((await visitor.call('getRobotsSettings', {})).status).toBe(401);
    expect((await visitor.call('saveRobotsSettings', { robots: { contact: 'NOINDEX' } })).status).toBe(401);
  });
});
