import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Files within the project's own limits (issue 35, docs/architecture.md): a route module keeps its
 * loader, action, head and a thin page (at most 200 lines); no source file outside the tests grows
 * past 400 lines. The database schema files are a list of tables and stay whole.
 */
export const routeModuleLimit = 200;
export const sourceFileLimit = 400;

const projectRoot = join(import.meta.dirname, '..');
const sourceFolders = ['app', 'core', 'server', 'seed', 'scripts'];

const isTest = (path: string) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(path) || path.includes('/test-support/');
const isSchema = (path: string) => /^core\/db\/([a-z-]+-)?schema\.ts$/.test(path);
const isSource = (path: string) => /\.(ts|tsx|mjs)$/.test(path) && !path.includes('/+types/');

/** Files over their limit, as "path: lines > limit"; none when every file keeps its limit. */
export function oversizedFiles(files: Array<{ path: string; lines: number }>): string[] {
  return files.flatMap(({ path, lines }) => {
    if (!isSource(path) || isTest(path) || isSchema(path)) return [];
    const limit = /^app\/routes\/[^/]+\.tsx$/.test(path) ? routeModuleLimit : sourceFileLimit;
    return lines > limit ? [`${path}: ${lines} > ${limit}`] : [];
  });
}

function sourceFiles(): Array<{ path: string; lines: number }> {
  return sourceFolders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))
      .map((path) => ({ path, lines: readFileSync(join(projectRoot, path), 'utf8').split('\n').length - 1 })),
  );
}

describe('file sizes', () => {
  it('no route module over 200 lines, no source file over 400 (tests and schema files aside)', () => {
    expect(oversizedFiles(sourceFiles())).toEqual([]);
  });

  it('names a long route module, a long service, and lets tests and schema files be', () => {
    expect(
      oversizedFiles([
        { path: 'app/routes/offer.tsx', lines: 201 },
        { path: 'app/routes/home.tsx', lines: 200 },
        { path: 'core/offers/offers.server.ts', lines: 401 },
        { path: 'scripts/bench.mjs', lines: 401 },
        { path: 'core/offers/offers.integration.test.ts', lines: 900 },
        { path: 'tests/e2e/offers.spec.ts', lines: 900 },
        { path: 'core/db/order-schema.ts', lines: 900 },
        { path: 'app/features/offer/offer-page.tsx', lines: 399 },
      ]),
    ).toEqual([
      'app/routes/offer.tsx: 201 > 200',
      'core/offers/offers.server.ts: 401 > 400',
      'scripts/bench.mjs: 401 > 400',
    ]);
  });
});
