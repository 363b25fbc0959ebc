import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner } from '../../seed/editors';
import { createCustomer, createShopper, findSimpleVariation } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { variationPrices, variations } from '../db/catalog-schema';
import type { StaffCampaign, StaffCouponCode } from './staff-coupons.server';

/**
 * The staff's coupons (issue 37) through the BFF against PostgreSQL: who may use them, a campaign
 * saved with its rules (checked at their fields, versioned), its codes – typed or generated – and
 * their CSV, and a new code that works in a shopper's cart at once, with its rules enforced.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Page = { campaign: StaffCampaign; codes: StaffCouponCode[]; created?: string[] };
/** The field problems of a refusal (the wire's `cause`). */
const causeOf = (answer: { error?: object }) => (answer.error as { cause?: unknown[] } | undefined)?.cause;
const unique = () => randomUUID().slice(0, 8).toUpperCase();

const rules = (values: Partial<StaffCampaign> = {}) => ({
  name: `Test ${unique()}`,
  isActive: true,
  discountKind: 'percent',
  discountValue: 1000,
  validFrom: null,
  validUntil: null,
  minimumOrderCents: 0,
  customerKind: 'all',
  subscriptionRule: 'any',
  excludesSpecialOffers: false,
  customerClassIds: null,
  customerTypes: null,
  itemIds: null,
  categoryIds: null,
  maxRedemptions: null,
  ...values,
});

async function newCampaign(values: Partial<StaffCampaign> = {}) {
  const owner = await signedInStaff(shop, demoOwner);
  const saved = await owner.call<Page>('doSaveCouponCampaign', { campaign: rules(values) });
  expect(saved.status).toBe(200);
  return { owner, page: saved.data! };
}

const notOnSpecialOffer = sql`not exists (select 1 from ${variationPrices} where ${variationPrices.variationId} = ${variations.id}
  and ${variationPrices.kind} = 'special')`;

describe('who may use the coupon calls', () => {
  it('a visitor and a customer get 401, staff with only content 403; the owner reaches them', async () => {
    const { page } = await newCampaign();
    const campaignId = page.campaign.id;
    const calls: Array<[string, object]> = [
      ['getStaffCoupons', {}],
      ['getStaffCouponCampaign', { campaignId }],
      ['doSaveCouponCampaign', { campaign: rules() }],
      ['doCreateCouponCodes', { campaignId, count: 2 }],
    ];
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const editor = await signedInStaff(shop, demoEditor);
    const owner = await signedInStaff(shop, demoOwner);
    const file = `/staff/export/coupon-codes-${campaignId}.csv`;
    for (const [name, input] of calls) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      expect((await editor.call(name, input)).status, name).toBe(403);
      expect((await owner.call(name, input)).status, name).toBe(200);
    }
    expect((await visitor.browser.fetch(file)).status).toBe(401);
    expect((await customer.browser.fetch(file)).status).toBe(401);
    expect((await editor.browser.fetch(file)).status).toBe(403);
    expect((await owner.browser.fetch(file)).status).toBe(200);
    expect((await owner.browser.fetch('/staff/export/coupon-codes-2147483647.csv')).status).toBe(404);
  });
});

describe('campaigns', () => {
  it('stores every rule and reads it back; lists it with its usage', async () => {
    const values = {
      discountKind: 'fixed' as const,
      discountValue: 500,
      validFrom: '2026-01-01',
      validUntil: '2030-12-31',
      minimumOrderCents: 3000,
      customerKind: 'new' as const,
      subscriptionRule: 'excluded' as const,
      excludesSpecialOffers: true,
      customerClassIds: [1],
      customerTypes: ['private' as const],
      maxRedemptions: 50,
      maxUsesPerCustomer: 2,
    };
    const { owner, page } = await newCampaign(values);
    expect(page.campaign).toMatchObject({ ...values, codeCount: 0, uses: 0, redemptions: 0 });
    const list = await owner.call<{ total: number; entries: StaffCampaign[] }>('getStaffCoupons', { itemsPerPage: 5 });
    expect(list.data!.entries[0]).toMatchObject({ id: page.campaign.id, name: page.campaign.name });
    expect(list.data!.total).toBeGreaterThan(1);
    // Seeded campaigns show what their codes were used for.
    const all = await owner.call<{ entries: StaffCampaign[] }>('getStaffCoupons', { itemsPerPage: 100 });
    expect(all.data!.entries.some((entry) => entry.codeCount > 0)).toBe(true);
  });

  it('says whether its codes take now: active, switched off, ended, not begun, used up', async () => {
    const stateOf = async (values: Partial<StaffCampaign>) => (await newCampaign(values)).page.campaign.state;
    expect(await stateOf({})).toBe('active');
    expect(await stateOf({ isActive: false, validUntil: '2020-01-31' })).toBe('inactive');
    // Its last day past: switched on, yet no code of it takes.
    expect(await stateOf({ validFrom: '2020-01-01', validUntil: '2020-01-31' })).toBe('ended');
    expect(await stateOf({ validFrom: '2099-01-01' })).toBe('notStarted');
    const { owner, page } = await newCampaign({ maxRedemptions: 2 });
    await shop.services.db.execute(sql`update coupon_campaigns set redemptions = 2 where id = ${page.campaign.id}`);
    const list = await owner.call<{ entries: StaffCampaign[] }>('getStaffCoupons', { itemsPerPage: 5 });
    expect(list.data!.entries.find((entry) => entry.id === page.campaign.id)?.state).toBe('usedUp');
  });

  it('names the categories a campaign is limited to in the list, in the page language', async () => {
    const [category] = (
      await shop.services.db.execute<{ id: number; de: string }>(sql`select c.id,
        (select name from category_details where category_id = c.id and lang = 'de') as de
        from categories c where c.type = 'item' order by c.id limit 1`)
    ).rows;
    const { owner, page } = await newCampaign({ categoryIds: [category!.id] });
    const list = await owner.call<{ entries: StaffCampaign[] }>('getStaffCoupons', { itemsPerPage: 5 });
    expect(list.data!.entries.find((entry) => entry.id === page.campaign.id)).toMatchObject({
      categoryNames: [category!.de],
      itemNames: null,
    });
  });

  it('names a wrong rule at its field; a stale version is a 409 and changes nothing', async () => {
    const { owner, page } = await newCampaign();
    const save = (campaign: object, extra: object = {}) =>
      owner.call<Page>('doSaveCouponCampaign', {
        campaignId: page.campaign.id,
        version: page.campaign.version,
        campaign,
        ...extra,
      });
    const problems = async (campaign: object) => (await save(campaign)).error;
    expect(await problems(rules({ discountValue: 10_001 }))).toMatchObject({
      key: 'staff.coupons.percentTooHigh',
      cause: [{ field: 'discountValue' }],
    });
    expect(await problems(rules({ validFrom: '2026-05-02', validUntil: '2026-05-01' }))).toMatchObject({
      cause: [{ field: 'validUntil', message: 'storefrontError.staff.coupons.endsBeforeStart' }],
    });
    expect(await problems(rules({ categoryIds: [2_000_000] }))).toMatchObject({
      cause: [{ field: 'categoryIds', message: 'storefrontError.staff.coupons.categoryUnknown' }],
    });
    expect(await problems(rules({ itemIds: [2_000_000] }))).toMatchObject({ cause: [{ field: 'itemIds' }] });
    const empty = await save(rules({ name: ' ' }));
    expect(empty.status).toBe(400);
    expect(causeOf(empty)).toContainEqual(
      expect.objectContaining({ field: 'campaign.name', message: 'staff.coupons.nameRequired' }),
    );
    expect((await save(rules({ discountValue: 0 }))).status).toBe(400);
    // Uses per customer: a whole number from 1, or null for no limit; anything else at its field.
    for (const wrong of [0, -1, 1.5, '2', 2 ** 31]) {
      const refused = await save({ ...rules(), maxUsesPerCustomer: wrong });
      expect(refused.status, String(wrong)).toBe(400);
      expect(causeOf(refused), String(wrong)).toContainEqual(
        expect.objectContaining({ field: 'campaign.maxUsesPerCustomer', message: 'staff.coupons.perCustomerInvalid' }),
      );
    }

    const first = await save(rules({ name: 'Erste Fassung' }));
    expect(first.status).toBe(200);
    expect(first.data!.campaign.version).not.toBe(page.campaign.version);
    const stale = await save(rules({ name: 'Veraltet' }));
    expect(stale.status).toBe(409);
    expect(stale.error?.key).toBe('staff.coupons.changedMeanwhile');
    const now = await owner.call<Page>('getStaffCouponCampaign', { campaignId: page.campaign.id });
    expect(now.data!.campaign.name).toBe('Erste Fassung');
    expect(now.data!.campaign.maxUsesPerCustomer).toBeNull();
    const limited = await owner.call<Page>('doSaveCouponCampaign', {
      campaignId: page.campaign.id,
      version: now.data!.campaign.version,
      campaign: rules({ name: 'Einmal je Kunde', maxUsesPerCustomer: 1 }),
    });
    expect(limited.data!.campaign).toMatchObject({ name: 'Einmal je Kunde', maxUsesPerCustomer: 1 });
    // Emptied again (null): no limit.
    const unlimited = await owner.call<Page>('doSaveCouponCampaign', {
      campaignId: page.campaign.id,
      version: limited.data!.campaign.version,
      campaign: rules({ name: 'Einmal je Kunde', maxUsesPerCustomer: null }),
    });
    expect(unlimited.data!.campaign.maxUsesPerCustomer).toBeNull();
    expect((await owner.call('getStaffCouponCampaign', { campaignId: 2_000_000_000 })).status).toBe(404);
  });
});

describe('codes', () => {
  it('adds a typed code once, a batch of unguessable unique codes, and lists them all in the CSV', async () => {
    const { owner, page } = await newCampaign({ name: '=SUMME(A1)' });
    const campaignId = page.campaign.id;
    const code = `TEST-${unique()}`;
    const typed = await owner.call<Page>('doCreateCouponCodes', { campaignId, code: ` ${code.toLowerCase()} ` });
    expect(typed.data!.created).toEqual([code]);
    const again = await owner.call('doCreateCouponCodes', { campaignId, code });
    expect(again.status).toBe(409);
    expect(causeOf(again)).toEqual([expect.objectContaining({ field: 'code' })]);
    expect((await owner.call('doCreateCouponCodes', { campaignId, code: 'NO SPACES' })).status).toBe(422);
    expect((await owner.call('doCreateCouponCodes', { campaignId })).status).toBe(400);
    expect((await owner.call('doCreateCouponCodes', { campaignId, count: 1001 })).status).toBe(400);

    const batch = await owner.call<Page>('doCreateCouponCodes', {
      campaignId,
      count: 25,
      prefix: 'herbst-',
      maxUses: 1,
    });
    expect(batch.status).toBe(200);
    const created = batch.data!.created!;
    expect(new Set(created).size).toBe(25);
    for (const one of created) expect(one).toMatch(/^HERBST-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(batch.data!.campaign.codeCount).toBe(26);

    const response = await owner.browser.fetch(`/staff/export/coupon-codes-${campaignId}.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Code;Aktion;Einlösungen je Code (max.);Eingelöst');
    expect(lines).toHaveLength(27);
    expect(lines).toContain(`${created[0]};'=SUMME(A1);1;0`);
    expect(lines).toContain(`${code};'=SUMME(A1);;0`);
    const english = await (await owner.browser.fetch(`/staff/export/coupon-codes-${campaignId}.csv?lang=en`)).text();
    expect(english.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Code;Campaign;Uses per code (max.);Used');
  });
});

describe('in the cart', () => {
  it("a new campaign's code works at once; its minimum order value is enforced, also after a change", async () => {
    const shopper = await createShopper(shop);
    const variation = await findSimpleVariation(shop, { where: notOnSpecialOffer, minimumStock: 5 });
    const cart = (await shopper.call('doAddCartItem', { productId: variation.id, quantity: 1 })).data!;
    const { owner, page } = await newCampaign({ minimumOrderCents: cart.itemSum + 100 });
    const code = `NEU-${unique()}`;
    await owner.call('doCreateCouponCodes', { campaignId: page.campaign.id, code, maxUses: 5 });

    const tooLittle = await shopper.call('doAddCoupon', { couponCode: code });
    expect(tooLittle.status).toBe(409);
    expect(tooLittle.error?.key).toBe('coupon.minimumOrderValueNotReached');

    const lowered = await owner.call<Page>('doSaveCouponCampaign', {
      campaignId: page.campaign.id,
      version: page.campaign.version,
      campaign: rules({ name: page.campaign.name, minimumOrderCents: cart.itemSum }),
    });
    expect(lowered.status).toBe(200);
    const applied = await shopper.call('doAddCoupon', { couponCode: code.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.data).toMatchObject({ couponCode: code, couponDiscount: -Math.round(cart.itemSum / 10) });

    // Raised again: the cart drops the code on its next read.
    await owner.call('doSaveCouponCampaign', {
      campaignId: page.campaign.id,
      version: lowered.data!.campaign.version,
      campaign: rules({ name: page.campaign.name, minimumOrderCents: cart.itemSum + 1 }),
    });
    const read = await shopper.call('getCart');
    expect(read.data!.couponCode).toBeNull();
    expect(read.data!.couponDiscount).toBe(0);
  });
});
