import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const call = async (name: string, body: unknown, locale = 'de') => {
  const response = await fetch(`${shop.url}/api/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', locale },
  });
  return { status: response.status, body: await response.json() };
};
const names = (body: { data: { products: Array<{ name: string }> } }) => body.data.products.map((card) => card.name);

describe('getSearch', () => {
  it('finds German words by their stem', async () => {
    const { body } = await call('getSearch', { term: 'Rasierspiegeln' });
    expect(body.data.pagination.totalCount).toBeGreaterThan(0);
    expect(names(body)[0]).toMatch(/Rasierspiegel/);
  });

  it('forgives typos', async () => {
    const { body } = await call('getSearch', { term: 'Rasirspiegel' });
    expect(names(body).some((name: string) => name.startsWith('Rasierspiegel'))).toBe(true);
  });

  it('searches English texts in English', async () => {
    const { body } = await call('getSearch', { term: 'travel mirror' }, 'en');
    expect(names(body)[0]).toMatch(/Travel mirror/);
  });

  it('answers an empty term with no results and clamps overlong terms', async () => {
    expect((await call('getSearch', { term: '   ' })).body.data.products).toEqual([]);
    const long = await call('getSearch', { term: 'Spiegel '.repeat(200) });
    expect(long.status).toBe(200);
    expect(long.body.data.term).toHaveLength(200);
  });

  it('treats search syntax in the term as text', async () => {
    for (const term of ['"', "'; drop table items; --", 'or -', '%_\\', '<script>']) {
      expect((await call('getSearch', { term })).status, term).toBe(200);
    }
  });
});

describe('getTag', () => {
  it('lists the items of a tag by its slug in the language', async () => {
    const german = await call('getTag', { slug: 'geschenkidee' });
    expect(german.status).toBe(200);
    expect(german.body.data.tag.names.de).toBe('Geschenkidee');
    expect(german.body.data.products.length).toBeGreaterThan(0);
    expect((await call('getTag', { slug: 'gift-idea' }, 'en')).body.data.pagination.totalCount).toBe(
      german.body.data.pagination.totalCount,
    );
    expect((await call('getTag', { slug: 'gibts-nicht' })).status).toBe(404);
  });
});
