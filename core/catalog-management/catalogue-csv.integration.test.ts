import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { itemTexts, items, variations } from '../db/catalog-schema';

/**
 * The catalogue's CSV (issue 37): the export read back by the import changes nothing (and exports
 * the very same bytes again); a dry run names each problem by row and column and stores nothing; an
 * edited file changes exactly what was edited, once, however often it is imported.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Result = {
  created: number;
  changed: number;
  unchanged: number;
  errors: Array<{ line: number; column: string; message: string }>;
};
type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const exported = async (staff: Staff, lang = 'de') => {
  const response = await staff.browser.fetch(`/staff/export/catalogue.csv?lang=${lang}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await response.arrayBuffer());
  // UTF-8 with a byte order mark, as Excel in Germany needs to read names like Łódź.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8');
};
const importCsv = async (staff: Staff, csv: string, dryRun: boolean) => {
  const answer = await staff.call<Result>('doImportCatalogue', { csv, dryRun });
  expect(answer.status).toBe(200);
  return answer.data!;
};

describe('the catalogue CSV', () => {
  it('is for catalogue staff only', async () => {
    for (const caller of [await createShopper(shop), await createCustomer(shop)]) {
      expect((await caller.browser.fetch('/staff/export/catalogue.csv')).status).toBe(401);
      expect((await caller.call('doImportCatalogue', { csv: 'x', dryRun: true })).status).toBe(401);
    }
    const editor = await signedInStaff(shop, demoEditor);
    expect((await editor.browser.fetch('/staff/export/catalogue.csv')).status).toBe(403);
    expect((await editor.call('doImportCatalogue', { csv: 'x', dryRun: true })).status).toBe(403);
  });

  it('round-trips the whole demo catalogue: export, import, export gives the same bytes and changes nothing', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    for (const lang of ['de', 'en']) {
      const first = await exported(owner, lang);
      expect(first.startsWith('\uFEFF')).toBe(true);
      const lines = first.split('\r\n');
      expect(lines[0]).toContain(lang === 'de' ? 'Variantennummer;Name (de)' : 'Variation number;Name (German)');
      const count = (await shop.services.db.select({ id: variations.id }).from(variations)).length;
      expect(lines.length - 2).toBeGreaterThanOrEqual(count); // header and the final line end; some cells hold line breaks
      const result = await importCsv(owner, first, false);
      expect(result).toEqual({ created: 0, changed: 0, unchanged: count, errors: [] });
      expect(await exported(owner, lang)).toBe(first);
    }
  });

  it('a dry run names each problem by row and column and stores nothing; fixed, it is applied once', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const [variation] = await shop.services.db.select().from(variations).orderBy(variations.id).limit(1);
    const csv = [
      'Variantennummer;Preis;Bestand;Aktiv',
      `${variation!.number};12,50;7;ja`,
      'ZZ-NEU-1;abc;3;vielleicht',
    ].join('\r\n');
    const dry = await importCsv(owner, csv, true);
    expect(dry.errors).toEqual([
      { line: 3, column: 'Preis', message: 'Ein Preis über 0 €, z. B. 39,90.' },
      { line: 3, column: 'Aktiv', message: 'Bitte „ja“ oder „nein“.' },
      { line: 3, column: 'Name (de)', message: 'Ein neuer Artikel braucht einen Namen.' },
      { line: 3, column: 'Name (en)', message: 'Ein neuer Artikel braucht einen Namen.' },
      { line: 3, column: 'Kategorien', message: 'Ein neuer Artikel braucht eine Kategorie.' },
    ]);
    // Even with errors the real import stores nothing.
    expect((await importCsv(owner, csv, false)).errors.length).toBeGreaterThan(0);
    const [unchanged] = await shop.services.db.select().from(variations).where(eq(variations.id, variation!.id));
    expect(unchanged!.stock).toBe(variation!.stock);

    // Fixed: the known variation changes; two rows with one label become one new item.
    const categoryId = (
      await shop.services.db.execute<{ id: number }>(
        `select id from categories where type = 'item' order by id limit 1` as never,
      )
    ).rows[0]!.id;
    const fixed = [
      'Artikelnummer;Variantennummer;Name (de);Name (en);Kategorien;Preis;Bestand;Aktiv',
      `;${variation!.number};;;;12,50;7;ja`,
      `neu-polaris;ZZ-POL-5;Reisespiegel Polaris;Travel mirror Polaris;${categoryId};24,90;3;ja`,
      `neu-polaris;ZZ-POL-10;Reisespiegel Polaris;Travel mirror Polaris;${categoryId};29,90;2;ja`,
    ].join('\r\n');
    expect(await importCsv(owner, fixed, true)).toEqual({ created: 2, changed: 1, unchanged: 0, errors: [] });
    expect(await importCsv(owner, fixed, false)).toEqual({ created: 2, changed: 1, unchanged: 0, errors: [] });
    const [changed] = await shop.services.db.select().from(variations).where(eq(variations.id, variation!.id));
    expect(changed!.stock).toBe(7);
    const polaris = await shop.services.db.select().from(variations).where(eq(variations.number, 'ZZ-POL-10'));
    const siblings = await shop.services.db.select().from(variations).where(eq(variations.itemId, polaris[0]!.itemId));
    expect(siblings.map((row) => row.number).sort()).toEqual(['ZZ-POL-10', 'ZZ-POL-5']);
    const [text] = await shop.services.db.select().from(itemTexts).where(eq(itemTexts.itemId, polaris[0]!.itemId));
    expect(text!.urlPath).toMatch(/^(reisespiegel|travel-mirror)-polaris$/);

    // The same file again: idempotent by variation number.
    const again = await importCsv(owner, fixed.replace(/neu-polaris/g, String(polaris[0]!.itemId)), false);
    expect(again).toEqual({ created: 0, changed: 0, unchanged: 3, errors: [] });
    // Shoppers see the new price at once.
    const shopper = await createShopper(shop);
    const product = await shopper.call<{ prices: { unitPriceCents: number } }>('getProduct', {
      itemId: polaris[0]!.itemId,
      variationId: polaris[0]!.id,
    });
    expect(product.data!.prices.unitPriceCents).toBe(2990);
  });

  it('adds a variation to a known item without touching its texts; a label imported twice is the same item; no price beyond reason', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const [variation] = await shop.services.db.select().from(variations).orderBy(variations.id).limit(1);
    const before = await shop.services.db.select().from(itemTexts).where(eq(itemTexts.itemId, variation!.itemId));
    const added = await importCsv(
      owner,
      `Artikelnummer;Variantennummer;Preis\r\n${variation!.itemId};ZZ-ADD-1;49,90\r\n`,
      false,
    );
    expect(added).toEqual({ created: 1, changed: 0, unchanged: 0, errors: [] });
    const after = await shop.services.db.select().from(itemTexts).where(eq(itemTexts.itemId, variation!.itemId));
    const texts = (rows: typeof before) =>
      rows.map((row) => [row.lang, row.name, row.description]).sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(texts(after)).toEqual(texts(before));

    const categoryId = (
      await shop.services.db.execute<{ id: number }>(
        `select id from categories where type = 'item' order by id limit 1` as never,
      )
    ).rows[0]!.id;
    const labelled = `Artikelnummer;Variantennummer;Name (de);Name (en);Kategorien;Preis\r\nneu-vega;ZZ-VEGA-1;Spiegel Vega;Mirror Vega;${categoryId};19,90\r\n`;
    expect((await importCsv(owner, labelled, false)).created).toBe(1);
    expect(await importCsv(owner, labelled, false)).toEqual({ created: 0, changed: 0, unchanged: 1, errors: [] });

    const tooMuch = await importCsv(owner, `Variantennummer;Preis;UVP\r\n${variation!.number};99999999,99;1\r\n`, true);
    expect(tooMuch.errors.map((error) => error.column)).toEqual(['Preis']);
  });

  it('keeps an oversold variation importable, and refuses taking away its overselling while below zero', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const [variation] = await shop.services.db.select().from(variations).orderBy(variations.id).offset(3).limit(1);
    await shop.services.db
      .update(variations)
      .set({ allowOversell: true, stock: -3 })
      .where(eq(variations.id, variation!.id));
    const exported = await (await owner.browser.fetch('/staff/export/catalogue.csv')).text();
    const lines = exported.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]!;
    const columns = header.split(';');
    const row = lines.find((line) => line.split(';')[columns.indexOf('Variantennummer')] === variation!.number)!;
    expect(await importCsv(owner, `${header}\r\n${row}\r\n`, true)).toMatchObject({ changed: 0, errors: [] });
    const cells = row.split(';');
    cells[columns.indexOf('Ohne Bestand verkaufen')] = 'nein';
    const refused = await importCsv(owner, `${header}\r\n${cells.join(';')}\r\n`, true);
    expect(refused.errors.map((error) => error.column)).toEqual(['Bestand']);
    const fixed = await importCsv(owner, `Variantennummer;Bestand\r\n${variation!.number};5\r\n`, false);
    expect(fixed.changed).toBe(1);
    const [now] = await shop.services.db.select().from(variations).where(eq(variations.id, variation!.id));
    expect(now!.stock).toBe(5);
  });

  it('carries the condition, MPN and ISBN, checks them as the item page does, and leaves a kept GTIN alone', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const [variation] = await shop.services.db.select().from(variations).orderBy(variations.id).offset(5).limit(1);
    const header = 'Variantennummer;Zustand;Herstellerartikelnummer (MPN);ISBN;EAN/GTIN';
    const refused = await importCsv(
      owner,
      `${header}\r\n${variation!.number};wie neu;${'M'.repeat(71)};978-3-16-148410-1;4006381333932\r\n`,
      true,
    );
    expect(refused.errors.map((error) => [error.column, error.message])).toEqual([
      ['Zustand', 'Bitte „neu“, „gebraucht“, „generalüberholt“ oder „beschädigt“.'],
      ['Herstellerartikelnummer (MPN)', 'Der Text ist zu lang.'],
      ['ISBN', 'Eine ISBN hat 13 Ziffern, beginnt mit 978 oder 979 und hat eine passende Prüfziffer.'],
      ['EAN/GTIN', 'Die Prüfziffer dieser EAN/GTIN stimmt nicht – bitte die Nummer vom Etikett prüfen.'],
    ]);
    // As printed on the book, with hyphens; a refurbished mirror with the maker's part number.
    const fixed = `${header}\r\n${variation!.number};generalüberholt;HX-200/B;978-3-16-148410-0;4006381333931\r\n`;
    expect(await importCsv(owner, fixed, false)).toMatchObject({ changed: 1, errors: [] });
    const [stored] = await shop.services.db.select().from(variations).where(eq(variations.id, variation!.id));
    expect(stored).toMatchObject({ mpn: 'HX-200/B', isbn: '9783161484100', gtin: '4006381333931' });
    const [item] = await shop.services.db.select().from(items).where(eq(items.id, variation!.itemId));
    expect(item!.condition).toBe('refurbished');
    // Exported in each language with its own word, and imported unchanged it changes nothing.
    for (const [lang, word] of [
      ['de', 'generalüberholt'],
      ['en', 'refurbished'],
    ] as const) {
      const lines = (await exported(owner, lang)).replace(/^\uFEFF/, '').split('\r\n');
      const row = lines.find((line) => line.includes(`;${variation!.number};`))!;
      expect(row).toContain(`;${word};4006381333931;HX-200/B;9783161484100;`);
      expect(await importCsv(owner, `${lines[0]}\r\n${row}\r\n`, true)).toMatchObject({ changed: 0, errors: [] });
    }
    // A GTIN the shop kept from before its check digit was checked exports and imports unchanged.
    await shop.services.db.update(variations).set({ gtin: '4006381333932' }).where(eq(variations.id, variation!.id));
    expect(await importCsv(owner, `Variantennummer;EAN/GTIN\r\n${variation!.number};4006381333932\r\n`, true)).toEqual({
      created: 0,
      changed: 0,
      unchanged: 1,
      errors: [],
    });
  });

  it("takes the README's sample file as it is", async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const sample = await readFile(new URL('../../docs/katalog-beispiel.csv', import.meta.url), 'utf8');
    expect(await importCsv(owner, sample, true)).toEqual({ created: 2, changed: 0, unchanged: 0, errors: [] });
  });

  it('refuses what is no CSV with a message, never a 5xx', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    expect((await importCsv(owner, 'Variantennummer;Preis\r\n"offen;1', true)).errors[0]!.message).toContain(
      'keine lesbare CSV-Datei',
    );
    expect((await importCsv(owner, '', true)).errors[0]!.message).toBe('Die Datei ist leer.');
    expect((await importCsv(owner, 'Foo;Bar\r\n1;2', true)).errors.map((error) => error.message)).toEqual([
      'Diese Spalte kennt der Import nicht.',
      'Diese Spalte kennt der Import nicht.',
      'Die Spalte „Variantennummer“ fehlt.',
    ]);
  });
});
