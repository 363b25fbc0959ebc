import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { items } from '../../core/db/catalog-schema';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await database.db.execute(query)).rows[0] as { count: string }).count);

describe('seeded demo catalog in PostgreSQL', () => {
  it('holds the demo items with texts in both languages', async () => {
    expect(await count(sql`select count(*) from items`)).toBeGreaterThanOrEqual(80);
    expect(
      await count(
        sql`select count(*) from items i where (select count(*) from item_texts t where t.item_id = i.id) <> 2`,
      ),
    ).toBe(0);
  });

  it('gives every variation a regular price from quantity 1 and all four attribute values', async () => {
    expect(
      await count(sql`select count(*) from variations v where not exists (
        select 1 from variation_prices p where p.variation_id = v.id and p.kind = 'default' and p.minimum_quantity = 1)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from variations v join items i on i.id = v.item_id where i.item_type = 'default'
        and (select count(*) from variation_attribute_values a where a.variation_id = v.id) <> 4`),
    ).toBe(0);
  });

  it('moves the id sequences past the seeded ids, so new rows do not collide', async () => {
    const [created] = await database.db.insert(items).values({ itemType: 'default' }).returning({ id: items.id });
    expect(created!.id).toBeGreaterThan(183);
  });

  it('places items in the spec categories, including the business-only one', async () => {
    for (const categoryId of [21, 22, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 41, 42, 50]) {
      expect(
        await count(sql`select count(*) from item_categories where category_id = ${categoryId}`),
        `category ${categoryId}`,
      ).toBeGreaterThan(0);
    }
  });
});
