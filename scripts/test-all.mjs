// `npm test`: the whole suite, in the order that fails fastest: static checks, unit tests, build,
// integration tests (BFF + PostgreSQL), browser tests (built shop in Chromium). Ends with one
// "N passed, N failed" line over all test runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
// The names of failed tests, repeated at the very end: CI keeps only the tail of the output.
const failedTests = [];
const failedSteps = [];

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✖ ${title} failed (${seconds} s)`);
    failedSteps.push(title);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests ?? 0;
  results.failed += report.numFailedTests ?? 0;
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const testFile of report.testResults ?? []) {
    const fileName = testFile.name.replace(`${process.cwd()}/`, '');
    if (testFile.status === 'failed' && (testFile.assertionResults ?? []).length === 0) {
      failedTests.push(`${fileName}: ${firstLine(testFile.message)}`);
    }
    for (const test of testFile.assertionResults ?? []) {
      if (test.status === 'failed')
        failedTests.push(`${fileName} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

function firstLine(message) {
  const escape = String.fromCharCode(27);
  const withoutColours = String(message ?? '').replaceAll(new RegExp(`${escape}\\[[0-9;]*m`, 'g'), '');
  return withoutColours.split('\n').find((line) => line.trim() !== '') ?? '';
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  results.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  results.failed += stats.unexpected ?? 0;
  results.skipped += stats.skipped ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite, []);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// `stopOnFailure`: later steps cannot run without this one (so they would fail for the wrong
// reason). Lint and type errors do not stop the run: every test still runs and reports.
const steps = [
  { title: 'Chromium for the browser tests', args: ['node', 'scripts/ensure-chromium.mjs'], stopOnFailure: true },
  // The scale-out browser test runs the shop behind Debian's nginx on Debian's PostgreSQL.
  { title: 'nginx and PostgreSQL for the scale-out test', args: ['node', 'scripts/scale-out.mjs', '--install-only'] },
  { title: 'ESLint (layers included) + Prettier + knip (dead code)', args: ['npm', 'run', '--silent', 'lint'] },
  { title: 'TypeScript', args: ['npm', 'run', '--silent', 'typecheck'] },
  { title: 'unit tests', args: ['npx', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')] },
  { title: 'production build', args: ['npm', 'run', '--silent', 'build'], stopOnFailure: true },
  {
    title: 'integration tests',
    args: ['npx', 'vitest', 'run', '--project', 'integration', ...vitestJson('integration')],
  },
  { title: 'browser tests', args: ['npx', 'playwright', 'test'] },
];

function vitestJson(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`];
}

for (const step of steps) {
  const [command, ...args] = step.args;
  if (!run(step.title, command, args) && step.stopOnFailure) break;
}

countVitest('test-results/unit.json');
countVitest('test-results/integration.json');
countPlaywright('test-results/playwright.json');

console.log('');
for (const failedTest of failedTests) console.log(`✖ ${failedTest.slice(0, 400)}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (results.passed === 0) {
  console.log('No test ran.');
  process.exitCode = 1;
}
if (failedSteps.length > 0 || results.failed > 0) process.exitCode = 1;
console.log(
  `${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`,
);
