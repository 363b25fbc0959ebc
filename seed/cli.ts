import { seedDemoShopIfEmpty } from './seed-demo-shop';
import { withShopDatabase } from './shop-database';

/**
 * `npm run seed [-- --items N]`: applies the migrations and fills an empty shop database with the
 * demo data (N items instead of the demo's 84, e.g. 20000 for benchmarks), on the embedded database
 * under DATA_DIR or on DATABASE_URL. Stop the shop first when it uses the embedded database (one
 * process owns a data directory).
 */
const itemsFlag = process.argv.indexOf('--items');
const itemCount = itemsFlag === -1 ? undefined : Number(process.argv[itemsFlag + 1]);
if (itemCount !== undefined && (!Number.isInteger(itemCount) || itemCount < 1 || itemCount > 1_000_000)) {
  console.error('--items needs a whole number from 1 to 1000000, e.g. npm run seed -- --items 20000');
  process.exit(1);
}
await withShopDatabase(async (db, logger) => {
  const seeded = await seedDemoShopIfEmpty(db, logger, { itemCount });
  if (!seeded) logger.info('the database already holds a shop; nothing seeded');
});
