import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import type { CatalogueImportResult } from './catalogue-import.server';
import type { ImportProgress } from './import-progress';

/**
 * The catalogue import's progress (issue 37) through the BFF: asked with `Accept:
 * application/x-ndjson`, doImportCatalogue sends lines of progress – counts that grow and end at
 * the total, per stage – and then the very result the plain call answers; refusals before the
 * work keep their status.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Line = { progress?: ImportProgress; data?: CatalogueImportResult; error?: { key: string }; status?: number };

async function importWithProgress(staff: Staff, csv: string, dryRun: boolean) {
  const response = await staff.browser.fetch('/api/doImportCatalogue', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/x-ndjson',
      'x-csrf-token': staff.browser.csrfToken ?? '',
      locale: 'de',
    },
    body: JSON.stringify({ csv, dryRun }),
  });
  // Read as it comes, each piece with the moment it arrived.
  const arrivals: number[] = [];
  let text = '';
  if (response.body) {
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      arrivals.push(performance.now());
      text += decoder.decode(chunk, { stream: true });
    }
  }
  return { response, text, arrivals };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

/** The counts of one stage, in the order they came. */
const countsOf = (lines: Line[], stage: string) =>
  lines.filter((line) => line.progress?.stage === stage).map((line) => line.progress!);

async function newRows(count: number, prefix: string) {
  const categoryId = (
    await shop.services.db.execute<{ id: number }>(
      sql`select id from categories where type = 'item' order by id limit 1`,
    )
  ).rows[0]!.id;
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `neu-${prefix};${prefix}-${index + 1};Spiegel ${prefix};Mirror ${prefix};${categoryId};${(19.9 + index / 100).toFixed(2).replace('.', ',')};1;ja`,
  );
  return ['Artikelnummer;Variantennummer;Name (de);Name (en);Kategorien;Preis;Bestand;Aktiv', ...rows].join('\r\n');
}

describe('the catalogue import with progress', () => {
  it('checks 1,234 rows in a dry run: counts grow every 500 up to the total, then the plain result', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const csv = await newRows(1_234, 'ZZP');
    const { response, text } = await importWithProgress(owner, csv, true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const lines = linesOf(text);
    const checked = countsOf(lines, 'check');
    expect(checked.map((progress) => progress.done)).toEqual([0, 500, 1_000, 1_234]);
    expect(checked.every((progress) => progress.total === 1_234)).toBe(true);
    expect(countsOf(lines, 'store')).toEqual([]);
    const plain = await owner.call<CatalogueImportResult>('doImportCatalogue', { csv, dryRun: true });
    expect(plain.status).toBe(200);
    expect(lines.at(-1)).toEqual({ data: plain.data });
    expect(plain.data).toMatchObject({ created: 1_234, errors: [] });
  });

  it('applied, reports the rows stored up to their number; importing the same file again stores none', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const csv = await newRows(600, 'ZZQ');
    const applied = await importWithProgress(owner, csv, false);
    const lines = linesOf(applied.text);
    // Sent as the import goes, not all at its end: the first lines come well before the result.
    expect(applied.arrivals.length).toBeGreaterThan(1);
    expect(applied.arrivals.at(-1)! - applied.arrivals[0]!).toBeGreaterThan(50);
    const stored = countsOf(lines, 'store');
    expect(stored.map((progress) => progress.done)).toEqual([0, 500, 600]);
    expect(lines.at(-1)).toEqual({ data: { created: 600, changed: 0, unchanged: 0, errors: [] } });

    const again = linesOf((await importWithProgress(owner, csv, false)).text);
    // The shop's rows for the item are read to compare with (one item: a single step to the end).
    expect(countsOf(again, 'load').at(-1)).toEqual({ stage: 'load', done: 1, total: 1 });
    expect(countsOf(again, 'store')).toEqual([]);
    expect(again.at(-1)).toEqual({ data: { created: 0, changed: 0, unchanged: 600, errors: [] } });
  });

  it('refuses visitors, customers (401) and staff without the catalogue role (403) before any line', async () => {
    const csv = await newRows(3, 'ZZR');
    for (const caller of [await createShopper(shop), await createCustomer(shop)]) {
      const { response, text } = await importWithProgress(caller as unknown as Staff, csv, true);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(text)).toMatchObject({ error: { key: 'unauthorized' } });
    }
    const editor = await signedInStaff(shop, demoEditor);
    const refused = await importWithProgress(editor, csv, true);
    expect(refused.response.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { key: 'forbidden' } });
    // Bad input is a 400 with its field, as without progress.
    const owner = await signedInStaff(shop, demoOwner);
    const bad = await owner.browser.fetch('/api/doImportCatalogue', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/x-ndjson',
        'x-csrf-token': owner.browser.csrfToken ?? '',
      },
      body: JSON.stringify({ csv, dryRun: 'yes' }),
    });
    expect(bad.status).toBe(400);
  });

  it('a call that reports nothing answers with plain JSON even when asked for lines', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const { response, text } = await importWithProgress(owner, '', true);
    expect(response.headers.get('content-type')).toContain('application/json');
    // The empty file is refused by the import's own check, before any row: a result with its problem.
    expect(JSON.parse(text)).toHaveProperty('data.errors');
  });
});
