import { isApiError } from '../core/api/errors';
import { staffRoles } from '../core/sessions/staff-sign-in';
import { createStaffAccount, parseStaffRoles } from '../core/staff/staff-accounts.server';
import { withShopDatabase } from './shop-database';

/**
 * `npm run staff:create -- --email … --password … --roles orders,content [--name …]`: a new staff
 * account, on the embedded database under DATA_DIR (stop the shop first: one process owns it) or on
 * DATABASE_URL. `npm run editor:create` is the same command with `--roles content`.
 */
function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const email = flag('email');
const password = flag('password');
const roleList = flag('roles');
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !password || !roleList) {
  console.error(
    `Usage: npm run staff:create -- --email team@example.com --password "…" --roles ${staffRoles.join(',')} [--name "…"]`,
  );
  process.exit(1);
}
const parsed = parseStaffRoles(roleList);
if ('unknown' in parsed) {
  console.error(`Unknown role: ${parsed.unknown.join(', ')}. The roles are ${staffRoles.join(', ')}.`);
  process.exit(1);
}
try {
  const account = await withShopDatabase((db) =>
    createStaffAccount(db, { email, password, name: flag('name'), roles: parsed.roles }),
  );
  console.log(`Staff account ${account.email} (${account.roles.join(', ')}) created; sign in at /editor/login.`);
} catch (error) {
  if (!isApiError(error)) throw error;
  console.error(
    error.key === 'editor.exists' ? 'A staff account with this e-mail exists already.' : `Refused: ${error.message}`,
  );
  process.exitCode = 1;
}
