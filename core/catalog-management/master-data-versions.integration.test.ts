import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../seed/editors';
import { createShopper } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { tagSlugRedirects } from '../db/catalog-schema';
import type { StaffManufacturer } from './manufacturers.server';
import type { StaffTag } from './tags.server';

/**
 * Manufacturers and tags against concurrent edits (issue 37): a save or a delete names the version
 * its form was read at, and of two from the same version only one passes – the other is a 409 that
 * changes nothing. And a tag's changed slug: its old address answers with the new one (the tag
 * page's 301), until a tag has that slug as its own again.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const unique = () => randomUUID().slice(0, 8);
const maker = (name: string) => ({ name, country: 'DE', email: 'info@maker.example' });
const newTag = () => {
  const key = unique();
  return {
    names: { de: `Wort ${key}`, en: `Word ${key}` },
    slugs: { de: `wort-${key}`, en: `word-${key}` },
    color: '#336699',
  };
};
type SavedMaker = { manufacturer: StaffManufacturer };
type SavedTag = { tag: StaffTag };
type TagPage = { tag: { id: number; slugs: { de: string; en: string } } };

describe('a save from an outdated form', () => {
  it('of a manufacturer: of two saves from one version exactly one passes, the other is a 409 that changes nothing', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const name = `Hersteller ${unique()}`;
    const made = (await owner.call<SavedMaker>('doSaveManufacturer', { manufacturer: maker(name) })).data!.manufacturer;
    expect(made.version).toBe(0);
    const answers = await Promise.all(
      ['A', 'B'].map((who) =>
        owner.call<SavedMaker>('doSaveManufacturer', {
          manufacturer: { ...maker(`${name} ${who}`), id: made.id, version: 0 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.data!.manufacturer;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.error?.key).toBe('staff.masterData.changedMeanwhile');
    const listed = (await owner.call<{ manufacturers: StaffManufacturer[] }>('getStaffManufacturers', {})).data!;
    expect(listed.manufacturers.find((entry) => entry.id === made.id)).toMatchObject({ name: winner.name, version: 1 });

    // An existing one needs its version, a new one has none.
    const without = await owner.call('doSaveManufacturer', { manufacturer: { ...maker(name), id: made.id } });
    expect(without.status).toBe(400);
    expect((await owner.call('doSaveManufacturer', { manufacturer: { ...maker(name), version: 0 } })).status).toBe(400);

    // A delete of what was seen before the save: refused, the manufacturer stays.
    const stale = await owner.call('doDeleteManufacturer', { manufacturerId: made.id, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.error?.key).toBe('staff.masterData.changedBeforeDelete');
    const still = (await owner.call<{ manufacturers: StaffManufacturer[] }>('getStaffManufacturers', {})).data!;
    expect(still.manufacturers.some((entry) => entry.id === made.id)).toBe(true);
    expect((await owner.call('doDeleteManufacturer', { manufacturerId: made.id })).status).toBe(400);
    expect((await owner.call('doDeleteManufacturer', { manufacturerId: made.id, version: 1 })).status).toBe(200);
  });

  it('of a tag: the same, and a stale delete deletes nothing', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const input = newTag();
    const made = (await owner.call<SavedTag>('doSaveTag', { tag: input })).data!.tag;
    const answers = await Promise.all(
      ['#111111', '#222222'].map((color) =>
        owner.call<SavedTag>('doSaveTag', { tag: { ...input, color, id: made.id, version: 0 } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.data!.tag;
    expect(answers.find((answer) => answer.status === 409)!.error?.key).toBe('staff.masterData.changedMeanwhile');
    const listed = (await owner.call<{ tags: StaffTag[] }>('getStaffTags', {})).data!.tags;
    expect(listed.find((tag) => tag.id === made.id)).toMatchObject({ color: winner.color, version: 1 });

    const stale = await owner.call('doDeleteTag', { tagId: made.id, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.error?.key).toBe('staff.masterData.changedBeforeDelete');
    expect((await (await createShopper(shop)).call('getTag', { slug: input.slugs.de })).status).toBe(200);
    expect((await owner.call('doDeleteTag', { tagId: made.id, version: 1 })).status).toBe(200);
  });
});

describe('a tag’s changed slug', () => {
  const shopperIn = (locale: 'de' | 'en') => createShopper(shop, { headers: { locale } });
  const movedTo = async (locale: 'de' | 'en', slug: string) => {
    const answer = await (await shopperIn(locale)).call<TagPage>('getTag', { slug });
    return answer.status === 200
      ? `page of ${answer.data!.tag.id}`
      : `${answer.status} ${answer.error?.values?.localizedPath ?? ''}`;
  };

  it('answers the tag’s address of today at its old one in each language, until a tag has that slug again', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const input = newTag();
    let tag = (await owner.call<SavedTag>('doSaveTag', { tag: input })).data!.tag;
    const save = async (slugs: { de: string; en: string }) => {
      const answer = await owner.call<SavedTag>('doSaveTag', {
        tag: { ...input, slugs, id: tag.id, version: tag.version },
      });
      expect(answer.status).toBe(200);
      tag = answer.data!.tag;
    };
    const first = input.slugs;
    const second = { de: `${first.de}-zwei`, en: first.en };
    await save(second);
    expect(await movedTo('de', first.de)).toBe(`404 /tag/${second.de}`);
    expect(await movedTo('de', second.de)).toBe(`page of ${tag.id}`);
    expect(await movedTo('en', first.en)).toBe(`page of ${tag.id}`);

    // Both languages, and every older address to the newest one (no chains).
    const third = { de: `${first.de}-drei`, en: `${first.en}-three` };
    await save(third);
    expect(await movedTo('de', first.de)).toBe(`404 /tag/${third.de}`);
    expect(await movedTo('de', second.de)).toBe(`404 /tag/${third.de}`);
    expect(await movedTo('en', first.en)).toBe(`404 /tag/${third.en}`);
    // A German former slug is no English address.
    expect(await movedTo('en', first.de)).toBe('404 ');

    // Taken back: the current slug wins, its redirect goes.
    await save({ de: first.de, en: third.en });
    expect(await movedTo('de', first.de)).toBe(`page of ${tag.id}`);
    expect(await movedTo('de', third.de)).toBe(`404 /tag/${first.de}`);
    const rows = await shop.services.db.select().from(tagSlugRedirects).where(eq(tagSlugRedirects.tagId, tag.id));
    expect(rows.map((row) => `${row.lang}:${row.slug}`).sort()).toEqual(
      [`de:${second.de}`, `de:${third.de}`, `en:${first.en}`].sort(),
    );

    // Another tag may take a former slug: its own page is there from then on, the redirect goes.
    const other = newTag();
    const taken = await owner.call<SavedTag>('doSaveTag', {
      tag: { ...other, slugs: { de: second.de, en: first.en } },
    });
    expect(taken.status).toBe(200);
    const otherId = taken.data!.tag.id;
    expect(await movedTo('de', second.de)).toBe(`page of ${otherId}`);
    expect(await movedTo('en', first.en)).toBe(`page of ${otherId}`);
    expect(await movedTo('de', third.de)).toBe(`404 /tag/${first.de}`);

    // Deleted: its old addresses are gone with it.
    expect((await owner.call('doDeleteTag', { tagId: tag.id, version: tag.version })).status).toBe(200);
    expect(await movedTo('de', third.de)).toBe('404 ');
    expect(await shop.services.db.select().from(tagSlugRedirects).where(eq(tagSlugRedirects.tagId, tag.id))).toEqual(
      [],
    );
    expect((await owner.call('doDeleteTag', { tagId: otherId, version: 0 })).status).toBe(200);
  });

  it('is not kept when the save is refused', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const input = newTag();
    const tag = (await owner.call<SavedTag>('doSaveTag', { tag: input })).data!.tag;
    expect(
      (await owner.call('doSaveTag', { tag: { ...input, id: tag.id, version: 0, color: '#000000' } })).status,
    ).toBe(200);
    const renamed = { ...input, slugs: { ...input.slugs, de: `${input.slugs.de}-neu` }, id: tag.id, version: 0 };
    expect((await owner.call('doSaveTag', { tag: renamed })).status).toBe(409);
    expect(await movedTo('de', input.slugs.de)).toBe(`page of ${tag.id}`);
    expect(await shop.services.db.select().from(tagSlugRedirects).where(eq(tagSlugRedirects.tagId, tag.id))).toEqual(
      [],
    );
    expect((await owner.call('doDeleteTag', { tagId: tag.id, version: 1 })).status).toBe(200);
  });
});
