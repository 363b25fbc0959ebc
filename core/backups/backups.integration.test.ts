import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { prepaymentOrderOf, signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { storeBlockImage } from '../content/block-images/block-images.server';
import {
  backupDir,
  backupLockKey,
  listBackups,
  makeBackup,
  makeNightlyBackupIfDue,
  poolOf,
  type BackupEntry,
} from './backups.server';
import { restoreBackup } from './restore.server';

/**
 * Backups (issue 37) through the BFF against PostgreSQL: who may list, make and download them; a
 * backup of a shop with orders, a customer and an uploaded picture restored into a fresh database
 * and data directory holds the same; only BACKUP_KEEP stay; one at a time (409).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ BACKUP_KEEP: '3' });
});
afterAll(() => shop.close());

type List = { entries: BackupEntry[]; keep: number };

describe('who may use the backups', () => {
  it('a visitor and a customer get 401, staff with only orders 403; the owner lists, makes and downloads', async () => {
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const shipping = await signedInStaff(shop, demoShipping);
    for (const [name, input] of [
      ['getStaffBackups', {}],
      ['doMakeBackup', {}],
    ] as const) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      expect((await shipping.call(name, input)).status, name).toBe(403);
    }
    expect(await listBackups(shop.config)).toEqual([]);

    const owner = await signedInStaff(shop, demoOwner);
    const made = await owner.call<{ fileName: string }>('doMakeBackup', {});
    expect(made.status).toBe(200);
    const list = await owner.call<List>('getStaffBackups', {});
    expect(list.status).toBe(200);
    expect(list.data!.keep).toBe(3);
    expect(list.data!.entries[0]).toMatchObject({ fileName: made.data!.fileName });
    expect(list.data!.entries[0]!.sizeBytes).toBeGreaterThan(1000);

    const address = `/staff/export/backups/${made.data!.fileName}`;
    for (const client of [visitor, customer]) expect((await client.browser.fetch(address)).status).toBe(401);
    expect((await shipping.browser.fetch(address)).status).toBe(403);
    const download = await owner.browser.fetch(address);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${made.data!.fileName}"`);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(await readFile(path.join(backupDir(shop.config), made.data!.fileName)))).toBe(true);

    // Only names from the list: no path tricks, no other file of the data directory.
    await writeFile(path.join(backupDir(shop.config), 'notes.txt'), 'private');
    for (const wrong of [
      '..%2Fpostgres-password',
      '..%2F..%2Fetc%2Fpasswd',
      'notes.txt',
      'spiegelshop-2000-01-01T00-00-00Z.tar.gz',
      `.partial-${made.data!.fileName}`,
    ]) {
      expect((await owner.browser.fetch(`/staff/export/backups/${wrong}`)).status, wrong).toBe(404);
    }
    expect((await owner.browser.fetch(`/staff/export/backups/../../bot-check-key`)).status).not.toBe(200);
  });

  it('refuses a second backup with 409 while one is being made', async () => {
    const holder = await poolOf(shop.services.db).connect();
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [backupLockKey]);
      const owner = await signedInStaff(shop, demoOwner);
      const refused = await owner.call('doMakeBackup', {});
      expect(refused.status).toBe(409);
      expect(refused.error?.key).toBe('staff.backups.running');
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [backupLockKey]);
      holder.release();
    }
  });
});

describe('keeping and restoring', () => {
  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const pool = poolOf(shop.services.db);
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']) {
      await makeBackup(pool, shop.config, new Date(`${day}T03:05:00Z`));
    }
    const names = (await listBackups(shop.config)).map((entry) => entry.fileName);
    expect(names).toHaveLength(3);
    expect(names).not.toContain('spiegelshop-2026-01-01T03-05-00Z.tar.gz');
    expect(names).not.toContain('spiegelshop-2026-01-02T03-05-00Z.tar.gz');
  });

  it('makes the nightly backup once a day, from 03:00 in Berlin (the housekeeping asks every hour)', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-nightly-'));
    const config = { ...shop.config, BACKUP_DIR: folder };
    const pool = poolOf(shop.services.db);
    try {
      expect(await makeNightlyBackupIfDue(pool, config, new Date('2026-11-26T01:30:00Z'))).toBeNull();
      expect(await makeNightlyBackupIfDue(pool, config, new Date('2026-11-26T02:05:00Z'))).toBe(
        'spiegelshop-2026-11-26T02-05-00Z.tar.gz',
      );
      expect(await makeNightlyBackupIfDue(pool, config, new Date('2026-11-26T21:05:00Z'))).toBeNull();
      expect(await makeNightlyBackupIfDue(pool, config, new Date('2026-11-27T02:05:00Z'))).toBe(
        'spiegelshop-2026-11-27T02-05-00Z.tar.gz',
      );
      expect((await listBackups(config)).map((entry) => entry.fileName)).toHaveLength(2);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('restores orders, customers and pictures into a fresh database and data directory', async () => {
    const { order, buyer } = await prepaymentOrderOf(shop, 2);
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a2be2' } })
      .png()
      .toBuffer();
    const stored = await storeBlockImage(shop.config.dataDir, new Uint8Array(picture));
    const source = await readFile(path.join(shop.config.dataDir, 'block-images', stored.id, 'source.webp'));
    const made = await makeBackup(poolOf(shop.services.db), shop.config, new Date('2026-11-26T10:00:00Z'));

    const adminUrl = inject('adminUrl');
    const name = `restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-restore-'));
    const restored = new pg.Client({ connectionString: url.toString() });
    try {
      const manifest = await restoreBackup(path.join(backupDir(shop.config), made.fileName), {
        databaseUrl: url.toString(),
        dataDir,
      });
      await restored.connect();
      const count = async (table: string, client: pg.ClientBase | pg.Pool) =>
        Number((await client.query(`select count(*) as n from "${table}"`)).rows[0].n);
      for (const { name: table, rows } of manifest.tables) expect(await count(table, restored), table).toBe(rows);
      expect(manifest.tables.find((table) => table.name === 'orders')!.rows).toBe(
        await count('orders', poolOf(shop.services.db)),
      );
      const again = await restored.query('select id, total_gross, customer_id from orders where id = $1', [order.id]);
      expect(again.rows).toHaveLength(1);
      const customers = await restored.query('select email from customers where email = $1', [buyer.email]);
      expect(customers.rows).toHaveLength(1);
      const back = await readFile(path.join(dataDir, 'block-images', stored.id, 'source.webp'));
      expect(back.equals(source)).toBe(true);
      // Identity counters continue after the restored rows.
      const next = await restored.query(`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
      expect(Number(next.rows[0].id)).toBeGreaterThan(order.id);
    } finally {
      await restored.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
