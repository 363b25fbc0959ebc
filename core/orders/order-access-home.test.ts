import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One home for comparing access keys (issue 35): an order's or an offer's key is compared in
 * constant time by `holdsAccessKey` in core/orders/order-access.server.ts, and nowhere else, so
 * no module grows a compare of its own (a plain `===` leaks timing, a copy drifts from the rule).
 */

const root = join(import.meta.dirname, '..', '..');
const home = 'core/orders/order-access.server.ts';

/** Names that hold an access key: `accessKey`, `order.accessKey`, `givenAccessKey`, … */
const isKeyName = (name: string) => /accesskey$/i.test(name);

function mentionsKey(node: ts.Node): boolean {
  if (ts.isIdentifier(node) && isKeyName(node.text)) return true;
  return ts.forEachChild(node, (child) => (mentionsKey(child) ? true : undefined)) ?? false;
}

/** A side that only asks whether a key is there (`undefined`, `null`, `''`), not which one it is. */
function isPresenceCheck(node: ts.Expression): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined')
  );
}

const equalities = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A key itself: `accessKey`, `order.accessKey`. */
const isKey = (node: ts.Expression) =>
  (ts.isIdentifier(node) && isKeyName(node.text)) || (ts.isPropertyAccessExpression(node) && isKeyName(node.name.text));

/** Calls that compare (or ready a key for comparing): `timingSafeEqual`, `Buffer.from`, `.equals`, … */
const comparingCalls = new Set(['timingSafeEqual', 'Buffer.from', 'equals', 'compare', 'localeCompare']);

/** The places in a source that compare an access key by themselves, as `line: text`. */
export function keyCompares(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${node.getText(file)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && equalities.has(node.operatorToken.kind)) {
      const sides = [node.left, node.right];
      if (sides.some(mentionsKey) && !sides.some(isPresenceCheck)) report(node);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? ts.isIdentifier(callee.expression) && callee.expression.text === 'Buffer'
            ? `Buffer.${callee.name.text}`
            : callee.name.text
          : '';
      const keyInvolved =
        node.arguments.some(mentionsKey) || (ts.isPropertyAccessExpression(callee) && isKey(callee.expression));
      if (comparingCalls.has(name) && keyInvolved) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

describe('access keys are compared in order-access only', () => {
  it('finds a compare of its own in a module', () => {
    // The offers' compare before issue 35, and plain ones.
    const offersCopy = `
      function holdsKey(offer: OfferRow, accessKey: string): boolean {
        const expected = Buffer.from(offer.accessKey);
        const given = Buffer.from(accessKey);
        return expected.length === given.length && timingSafeEqual(expected, given);
      }`;
    expect(keyCompares(offersCopy)).toEqual(['3: Buffer.from(offer.accessKey)', '4: Buffer.from(accessKey)']);
    expect(keyCompares('if (order.accessKey !== input.accessKey) throw notFound();')).toHaveLength(1);
    expect(keyCompares('const fits = given == row.accessKey;')).toHaveLength(1);
    expect(keyCompares('const same = timingSafeEqual(Buffer.alloc(1), toBytes(offerAccessKey));')).toHaveLength(1);
    expect(keyCompares('const same = order.accessKey.localeCompare(given) === 0;')).toHaveLength(1);
  });

  it('lets a module ask whether a key was given at all, and pass keys on', () => {
    expect(keyCompares("if (accessKey !== '' && request.accessKey === undefined) show();")).toEqual([]);
    expect(keyCompares('return holdsAccessKey(offer, accessKey);')).toEqual([]);
    expect(keyCompares('const link = `/confirmation/${order.id}/${order.accessKey}`;')).toEqual([]);
    expect(keyCompares('db.select({ accessKey: orders.accessKey }).from(orders);')).toEqual([]);
  });

  it('holds for every source file of the shop', () => {
    const files = ['app', 'core', 'server', 'seed', 'scripts'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const outside = files
      .map((path) => relative(root, path))
      .filter((path) => path !== home)
      .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }))
      // Only a source that names a key can compare one (parsing all of them takes seconds).
      .filter(({ source }) => /accesskey/i.test(source))
      .flatMap(({ path, source }) => keyCompares(source, path).map((hit) => `${path}:${hit}`));
    expect(outside).toEqual([]);
    // The home itself is where the compare is.
    expect(keyCompares(readFileSync(join(root, home), 'utf8'), home).length).toBeGreaterThan(0);
  }, 30_000);
});
