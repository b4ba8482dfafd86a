// `npm test`: every check and test runner in turn, then one summed line `N passed, N failed`.
// Static checks count as one test each; runners report their own counts through JSON reporters.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const resultsDirectory = 'test-results';
rmSync(`${resultsDirectory}/vitest.json`, { force: true });
rmSync(`${resultsDirectory}/playwright.json`, { force: true });
mkdirSync(resultsDirectory, { recursive: true });

function run(command) {
  console.log(`\n▶ ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const rows = [];
function record(name, passed, failed, skipped, seconds) {
  rows.push({ name, passed, failed, skipped, seconds });
}

// The static checks are single-threaded: run side by side they take the time of the longest, not
// the sum (about a minute less on a 2-core machine). Each one's output is printed when it ends.
function runBuffered(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${command}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: status === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const staticChecks = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
];
const staticResults = await Promise.all(staticChecks.map(([, command]) => runBuffered(command)));
staticChecks.forEach(([name], index) => {
  const { ok, seconds } = staticResults[index];
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
});

{
  const { ok, seconds } = run(
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${resultsDirectory}/vitest.json`,
  );
  const report = readJson(`${resultsDirectory}/vitest.json`);
  if (report) {
    const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
    record(
      'unit and integration (vitest)',
      report.numPassedTests,
      failed,
      report.numPendingTests + report.numTodoTests,
      seconds,
    );
  } else {
    record('unit and integration (vitest)', 0, 1, 0, seconds);
  }
}

// The test pages (markdown harness) are a build of their own: the production build never has them.
const build = run('npm run build && npm run build:test-pages');
record('build', build.ok ? 1 : 0, build.ok ? 0 : 1, 0, build.seconds);

if (build.ok) {
  const { ok, seconds } = run('npx playwright test');
  const report = readJson(`${resultsDirectory}/playwright.json`);
  if (report?.stats) {
    const failed = report.stats.unexpected + (ok || report.stats.unexpected > 0 ? 0 : 1);
    record(
      'end-to-end (playwright)',
      report.stats.expected + report.stats.flaky,
      failed,
      report.stats.skipped,
      seconds,
    );
  } else {
    record('end-to-end (playwright)', 0, 1, 0, seconds);
  }
} else {
  record('end-to-end (playwright, not run: build failed)', 0, 1, 0, 0);
}

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log('');
console.table(rows);
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${resultsDirectory}/summary.txt`, `${summary}\n`);
console.log(summary);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
