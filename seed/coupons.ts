import type { Executor } from '../core/db/connection.server';
import { couponCampaigns, couponCodes } from '../core/db/schema';

const day = 24 * 60 * 60 * 1000;

type Campaign = typeof couponCampaigns.$inferInsert;

/**
 * The demo shop's coupon campaigns: one code for every rule of spec §4/§8, so each answer can be
 * tried in the shop. README lists them. Dates are relative to the seed, so "expired" stays expired.
 */
export function demoCoupons(now: Date): Array<{ campaign: Campaign; code: string; maxUses?: number; uses?: number }> {
  const at = (days: number) => new Date(now.getTime() + days * day);
  return [
    {
      code: 'WILLKOMMEN10',
      campaign: { name: '10 % für Neukunden', discountKind: 'percent', discountValue: 1000, customerKind: 'new' },
    },
    {
      code: 'SPIEGEL5',
      campaign: { name: '5 € ab 30 € Bestellwert', discountKind: 'fixed', discountValue: 500, minimumOrderCents: 3000 },
    },
    {
      code: 'RASIER15',
      campaign: { name: '15 % auf Rasierspiegel', discountKind: 'percent', discountValue: 1500, categoryIds: [27] },
    },
    {
      code: 'OHNEANGEBOT20',
      campaign: {
        name: '20 %, nicht auf Angebote',
        discountKind: 'percent',
        discountValue: 2000,
        excludesSpecialOffers: true,
      },
    },
    {
      code: 'ABO10',
      campaign: {
        name: '10 % auf Abo-Artikel',
        discountKind: 'percent',
        discountValue: 1000,
        subscriptionRule: 'only',
      },
    },
    {
      code: 'KEINABO5',
      campaign: {
        name: '5 %, nicht auf Abo-Artikel',
        discountKind: 'percent',
        discountValue: 500,
        subscriptionRule: 'excluded',
      },
    },
    {
      code: 'STAMMKUNDE15',
      campaign: {
        name: '15 % für Stammkunden',
        discountKind: 'percent',
        discountValue: 1500,
        customerKind: 'existing',
      },
    },
    {
      code: 'HAENDLER20',
      campaign: {
        name: '20 % für Händler',
        discountKind: 'percent',
        discountValue: 2000,
        customerClassIds: [2],
        customerTypes: ['business'],
      },
    },
    {
      code: 'VORFREUDE',
      campaign: { name: 'Frühjahrsaktion', discountKind: 'fixed', discountValue: 1000, validFrom: at(90) },
    },
    {
      code: 'SOMMER2026',
      campaign: {
        name: 'Sommeraktion (beendet)',
        discountKind: 'percent',
        discountValue: 1000,
        validFrom: at(-150),
        validUntil: at(-60),
      },
    },
    {
      code: 'DANKE-7K2P',
      maxUses: 1,
      uses: 1,
      campaign: { name: 'Einmal-Gutschein (eingelöst)', discountKind: 'fixed', discountValue: 1000 },
    },
    {
      code: 'ERSTE100',
      campaign: {
        name: 'Für die ersten 100 Bestellungen',
        discountKind: 'percent',
        discountValue: 1500,
        maxRedemptions: 100,
        redemptions: 100,
      },
    },
  ];
}

export async function seedCoupons(db: Executor, now: Date) {
  const coupons = demoCoupons(now);
  for (const coupon of coupons) {
    const [campaign] = await db.insert(couponCampaigns).values(coupon.campaign).returning({ id: couponCampaigns.id });
    await db.insert(couponCodes).values({
      code: coupon.code,
      campaignId: campaign!.id,
      maxUses: coupon.maxUses ?? null,
      uses: coupon.uses ?? 0,
    });
  }
  return coupons.length;
}
