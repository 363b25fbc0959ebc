import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The order inside `core` (docs/architecture.md, "The order inside `core`"): each folder, and each
 * file at the top of core, imports only what comes after it in the documented list. An import of
 * something before it runs upward, and every circle between folders needs one, so refusing new
 * upward imports refuses new circles. The list is read from the document, so the rule has one home.
 */
const projectRoot = join(import.meta.dirname, '..');

/**
 * Upward imports still there, "from → to"; the test fails when one is gone, so the list only shrinks.
 * api → services.server.ts (type only): the call context carries the shop's services, whose type
 * is what createServices builds from the areas' own (the category tree, the mailer, …).
 */
const knownUpward = ['api → services.server.ts'];

/** core's parts, top first, from the text block of the document's section. */
export function documentedOrder(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('The order inside `core`'));
  const block = section?.match(/```text\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('docs/architecture.md has no "The order inside `core`" section with a text block');
  return block.split(/\s+/).filter(Boolean);
}

/** The part of core a file belongs to: its first folder, or the file itself when it lies at the top. */
function partOf(path: string): string {
  return path.slice('core/'.length).split('/')[0]!;
}

const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/** Where a relative import of `from` lands among the given files (null outside core or not found). */
function resolveImport(from: string, specifier: string, files: ReadonlyMap<string, string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? null;
}

/** Every import from one part of core into another, as "from → to" with the importing files. */
function partImports(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [path, source] of files) {
    if (!path.startsWith('core/') || !isSource(path)) continue;
    const from = partOf(path);
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = resolveImport(path, fileName, files);
      if (!target?.startsWith('core/')) continue;
      const to = partOf(target);
      if (to === from) continue;
      const arrow = `${from} → ${to}`;
      imports.set(arrow, [...(imports.get(arrow) ?? []), `${path} → ${target}`]);
    }
  }
  return imports;
}

/**
 * Every import between two parts of core that runs upward, as "from → to" with the importing files,
 * and every part the order does not name. Type-only imports count: they tie the folders together as well.
 */
export function orderProblems(files: ReadonlyMap<string, string>, order: readonly string[]) {
  const rank = new Map(order.map((part, index) => [part, index]));
  const upward = new Map<string, string[]>();
  const unplaced = new Set<string>();
  for (const path of files.keys()) {
    if (path.startsWith('core/') && isSource(path) && !rank.has(partOf(path))) unplaced.add(partOf(path));
  }
  for (const [arrow, lines] of partImports(files)) {
    const [from, to] = arrow.split(' → ') as [string, string];
    if (rank.has(from) && rank.has(to) && rank.get(to)! < rank.get(from)!) upward.set(arrow, lines);
  }
  return { upward, unplaced: [...unplaced].sort() };
}

/** Two parts of core that import each other, whatever the order says, as "a ↔ b" (a first by name). */
export function twoWayPairs(files: ReadonlyMap<string, string>): string[] {
  const arrows = [...partImports(files).keys()].map((arrow) => arrow.split(' → ') as [string, string]);
  const seen = new Set(arrows.map(([from, to]) => `${from} → ${to}`));
  return arrows
    .filter(([from, to]) => from < to && seen.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`)
    .sort();
}

function coreFiles(): Map<string, string> {
  return new Map(
    readdirSync(join(projectRoot, 'core'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && isSource(entry.name))
      .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)).split('\\').join('/'))
      .map((path) => [path, readFileSync(join(projectRoot, path), 'utf8')] as const),
  );
}

const order = documentedOrder(readFileSync(join(projectRoot, 'docs/architecture.md'), 'utf8'));

describe('the order inside core', () => {
  it('places every folder and top file of core in the documented order', () => {
    expect(orderProblems(coreFiles(), order).unplaced).toEqual([]);
  });

  it('has no upward import but the known ones still to be broken', () => {
    const { upward } = orderProblems(coreFiles(), order);
    const fresh = [...upward].filter(([arrow]) => !knownUpward.includes(arrow));
    // A new upward import ties two folders both ways: move the shared part down, or the caller up.
    expect(fresh.map(([arrow, lines]) => `${arrow}: ${lines.join(', ')}`)).toEqual([]);
    // Broken at last: take it off knownUpward, so it cannot come back.
    expect(knownUpward.filter((arrow) => !upward.has(arrow))).toEqual([]);
  });

  it('has no two folders (or top files) of core that import each other', () => {
    expect(twoWayPairs(coreFiles())).toEqual([]);
  });

  it('names two folders that import each other, even when the order is wrong about both', () => {
    const files = coreFiles();
    files.set('core/db/example.ts', "import type { Customer } from '../customers/accounts.server';\n");
    expect(twoWayPairs(files)).toContain('customers ↔ db');

    const twoWay = new Map([
      ['core/a/one.ts', "export { two } from '../b/two';\n"],
      ['core/b/two.ts', "import type { one } from '../a/one';\nexport const two = 2;\n"],
      ['core/c/three.ts', "import { one } from '../a/one';\n"],
    ]);
    expect(twoWayPairs(twoWay)).toEqual(['a ↔ b']);
  });

  it('refuses a two-way import between folders, type-only ones too', () => {
    const files = coreFiles();
    files.set('core/orders/example.server.ts', "import type { Checkout } from '../checkout/checkout.server';\n");
    expect(orderProblems(files, order).upward.get('orders → checkout')).toEqual([
      'core/orders/example.server.ts → core/checkout/checkout.server.ts',
    ]);

    const twoWay = new Map([
      ['core/a/one.ts', "export { two } from '../b/two';\n"],
      ['core/b/two.ts', "import { one } from '../a/one';\nexport const two = one;\n"],
    ]);
    expect([...orderProblems(twoWay, ['a', 'b']).upward.keys()]).toEqual(['b → a']);
    expect([...orderProblems(twoWay, ['b', 'a']).upward.keys()]).toEqual(['a → b']);
  });

  it('refuses calls gathered below the top: an import of the registry runs upward from anywhere', () => {
    const files = coreFiles();
    files.set('core/api/example.ts', "export { calls } from '../call-registry.server';\n");
    expect(orderProblems(files, order).upward.has('api → call-registry.server.ts')).toBe(true);
  });

  it('names a folder the order does not place', () => {
    const files = coreFiles();
    files.set('core/warehouse/stock-moves.server.ts', 'export {};\n');
    expect(orderProblems(files, order).unplaced).toEqual(['warehouse']);
  });
});
