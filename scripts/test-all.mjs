// `npm test`: every check and test runner, then one summed line `N passed, N failed`.
// Static checks count as one test each; runners report their own counts through JSON reporters.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const resultsDirectory = 'test-results';
rmSync(`${resultsDirectory}/vitest.json`, { force: true });
rmSync(`${resultsDirectory}/playwright.json`, { force: true });
mkdirSync(resultsDirectory, { recursive: true });

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

/** Runs a command with its output held back and printed whole when it ends, so two lanes never interleave. */
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

async function staticCheck(name, command) {
  const { ok, seconds } = await runBuffered(command);
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
}

async function unitTests() {
  const { ok, seconds } = await runBuffered(
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${resultsDirectory}/vitest.json`,
  );
  const report = readJson(`${resultsDirectory}/vitest.json`);
  if (!report) {
    record('unit and integration (vitest)', 0, 1, 0, seconds);
    return;
  }
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(
    'unit and integration (vitest)',
    report.numPassedTests,
    failed,
    report.numPendingTests + report.numTodoTests,
    seconds,
  );
}

// The test pages (markdown harness) are a build of their own: the production build never has them.
async function build() {
  const { ok, seconds } = await runBuffered('npm run build && npm run build:test-pages');
  record('build', ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
  return ok;
}

// Every step before the browser tests is single-threaded (vitest runs one worker thread here), so on a
// two-core machine they run in two lanes of about equal length: the build, lint and format; type
// checking, then vitest. That takes the time of the longer lane, not the sum. The build goes first:
// vitest's bundle and connector tests write apps/server/dist and apps/connector/dist themselves, and
// type checking outlasts the build, so the two never write there at once.
const [built] = await Promise.all([
  (async () => {
    const ok = await build();
    await staticCheck('lint', 'npm run lint');
    await staticCheck('format', 'npm run format:check');
    return ok;
  })(),
  (async () => {
    await staticCheck('typecheck', 'npm run typecheck');
    await unitTests();
  })(),
]);

if (built) {
  const started = Date.now();
  console.log('\n▶ npx playwright test');
  const ok = await new Promise((resolve) => {
    spawn('npx playwright test', { shell: true, stdio: 'inherit' }).on('close', (status) =>
      resolve(status === 0),
    );
  });
  const seconds = (Date.now() - started) / 1000;
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
