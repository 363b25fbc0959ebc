import { isApiError } from '../core/api/errors';
import { createEditor } from '../core/editor/editor-accounts.server';
import { withShopDatabase } from './shop-database';

/**
 * `npm run editor:create -- --email … --password … [--name …]`: a new editor account, on the
 * embedded database under DATA_DIR (stop the shop first: one process owns it) or on DATABASE_URL.
 */
function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const email = flag('email');
const password = flag('password');
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !password) {
  console.error('Usage: npm run editor:create -- --email redaktion@example.com --password "…" [--name "…"]');
  process.exit(1);
}
try {
  const editor = await withShopDatabase((db) => createEditor(db, { email, password, name: flag('name') }));
  console.log(`Editor ${editor.email} created; sign in at /editor/login.`);
} catch (error) {
  if (!isApiError(error)) throw error;
  console.error(
    error.key === 'editor.exists' ? 'An editor with this e-mail exists already.' : `Refused: ${error.message}`,
  );
  process.exitCode = 1;
}
