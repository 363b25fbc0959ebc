import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editors } from '../core/db/editor-schema';
import { createTestDatabase } from '../tests/support/test-database';

/**
 * `npm run staff:create` and `npm run editor:create` as the shop's owner runs them (issue 36): the
 * account gets the roles asked for (the editor's command: `content`); an unknown role, a weak
 * password or a taken e-mail are refused with a message and a non-zero exit.
 */
const run = promisify(execFile);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-cli-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const cli = (script: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.resolve(script), ...args], {
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' },
  });
const refusal = (script: string, args: string[]) =>
  cli(script, args).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

async function rolesOf(email: string) {
  const [account] = await database.db
    .select({ roles: editors.roles, name: editors.name })
    .from(editors)
    .where(sql`lower(${editors.email}) = ${email}`);
  return account;
}

describe('npm run staff:create', () => {
  it('creates a staff account with the roles given', async () => {
    const { stdout } = await cli('seed/create-staff.ts', [
      '--email',
      'lager@spiegelshop.example',
      '--password',
      'Lager-Spiegel-2026',
      '--roles',
      'orders, content',
      '--name',
      'Lager',
    ]);
    expect(stdout).toContain('Staff account lager@spiegelshop.example (orders, content) created');
    expect(await rolesOf('lager@spiegelshop.example')).toEqual({ roles: ['orders', 'content'], name: 'Lager' });
  });

  it('editor:create still makes an editor: a staff account with the role content', async () => {
    await cli('seed/create-editor.ts', ['--email', 'texte@spiegelshop.example', '--password', 'Texte-Spiegel-2026']);
    expect(await rolesOf('texte@spiegelshop.example')).toMatchObject({ roles: ['content'] });
  });

  it('refuses an unknown role, a weak password and a taken e-mail with a message and exit code 1', async () => {
    const base = ['--email', 'neu@spiegelshop.example', '--password', 'Neu-Spiegel-2026'];
    expect(await refusal('seed/create-staff.ts', [...base, '--roles', 'orders,boss'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown role: boss'),
    });
    expect(
      await refusal('seed/create-staff.ts', [...base.slice(0, 2), '--password', '12345678', '--roles', 'orders']),
    ).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused:') });
    expect(await refusal('seed/create-staff.ts', [...base, '--roles', ''])).toMatchObject({ code: 1 });
    expect(
      await refusal('seed/create-staff.ts', [
        '--email',
        'LAGER@spiegelshop.example',
        '--password',
        'Zweites-Konto-Wort-7319',
        '--roles',
        'admin',
      ]),
    ).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });
    expect(await rolesOf('neu@spiegelshop.example')).toBeUndefined();
  });
});
