// `npm test`: every check CI runs, step by step, stopping after the first step that fails. At the
// end (pass or fail) it prints how long each phase took, the slowest browser-test files and every
// browser test that passed only on its retry, and writes them all to test-results/durations.json.
// Install phases timed before it (scripts/test-all.sh) come in TEST_INSTALL_TIMES, as JSON
// `{ "phase": seconds }`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const e2eDurationsFile = join(root, 'test-results', 'e2e-durations.json');
const durationsFile = join(root, 'test-results', 'durations.json');
const slowestFileCount = 15;

// Each step is a phase, or phases run side by side: ESLint and TypeScript each use one core, and
// Prettier fills the gaps between them.
const steps = [
  [
    { name: 'lint (ESLint)', command: ['npx', 'eslint', '.'] },
    { name: 'types (app, and the operations without the DOM)', command: ['npm', 'run', 'typecheck', '--silent'] },
    { name: 'lint (Prettier)', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  ],
  [{ name: 'unit tests', command: ['npx', 'vitest', 'run'] }],
  [
    {
      name: 'command line (packed, installed offline: every example, MCP)',
      command: ['node', '--test', '--test-reporter=spec', 'packages/cli/test/'],
    },
  ],
  [{ name: 'command line start-up (bench)', command: ['node', 'bench/cli-startup.js'] }],
  [{ name: 'build', command: ['npm', 'run', 'build', '--silent'] }],
  [{ name: 'bundle budgets (and the build with 200 more tools)', command: ['node', 'bench/bundle.js'] }],
  [{ name: 'build with analytics and banner on', command: ['node', 'scripts/build-e2e-enabled.js'] }],
  [{ name: 'browser tests', command: ['npx', 'playwright', 'test'] }],
];

const seconds = (ms) => Math.round(ms / 100) / 10;

function readInstallTimes() {
  try {
    return Object.entries(JSON.parse(process.env.TEST_INSTALL_TIMES ?? '{}')).map(([name, s]) => ({
      name,
      seconds: Number(s),
      ok: true,
    }));
  } catch {
    return [];
  }
}

/**
 * Runs a phase; alone, its output goes straight to the terminal, beside others it is kept and
 * printed whole once the phase ends, so outputs do not interleave.
 */
function run(phase, alone) {
  const startedAt = Date.now();
  if (alone) console.log(`\n▶ ${phase.name}: ${phase.command.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(phase.command[0], phase.command.slice(1), {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n▶ ${phase.name}: ${phase.command.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: phase.name, seconds: seconds(Date.now() - startedAt), ok: status === 0, status: status ?? 1 });
    });
  });
}

function summary(timed, wallSeconds, e2e) {
  const lines = ['', '═══ Where the time went ═══'];
  const width = Math.max(...timed.map((phase) => phase.name.length));
  for (const phase of timed)
    lines.push(
      `${phase.name.padEnd(width)}  ${String(phase.seconds).padStart(7)} s${phase.ok ? '' : '  FAILED'}${phase.sideBySide ? '  (side by side)' : ''}`,
    );
  lines.push(`${'total'.padEnd(width)}  ${wallSeconds.toFixed(1).padStart(7)} s`);
  if (e2e) {
    lines.push('', 'Browser-test projects (first start to last end; test time summed over workers):');
    for (const project of e2e.projects)
      lines.push(
        `  ${project.name.padEnd(18)} ${String(project.tests).padStart(4)} tests  ${String(seconds(project.wallMs)).padStart(7)} s  (${seconds(project.testMs)} s of tests)`,
      );
    lines.push('', `The ${slowestFileCount} slowest browser-test files (test time, retries included):`);
    for (const file of e2e.files.slice(0, slowestFileCount))
      lines.push(
        `  ${String(seconds(file.testMs)).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.file}`,
      );
    lines.push('');
    if (e2e.retriedAndPassed.length === 0) lines.push('No browser test passed only on its retry.');
    else {
      lines.push(`Passed only on their retry (flaky: fix them) — ${e2e.retriedAndPassed.length}:`);
      for (const test of e2e.retriedAndPassed) lines.push(`  [${test.project}] ${test.file} › ${test.title}`);
    }
    for (const test of e2e.failed) lines.push(`  FAILED [${test.project}] ${test.file} › ${test.title}`);
  }
  return lines.join('\n');
}

const installTimes = readInstallTimes();
const timed = [...installTimes];
let wallSeconds = installTimes.reduce((sum, phase) => sum + phase.seconds, 0);
rmSync(e2eDurationsFile, { force: true });
let failure;
for (const step of steps) {
  const startedAt = Date.now();
  const results = await Promise.all(step.map((phase) => run(phase, step.length === 1)));
  wallSeconds += seconds(Date.now() - startedAt);
  timed.push(...results.map((result) => ({ ...result, sideBySide: step.length > 1 })));
  failure = results.find((result) => !result.ok);
  if (failure) break;
}

let e2e;
try {
  e2e = JSON.parse(readFileSync(e2eDurationsFile, 'utf8'));
} catch {
  e2e = undefined;
}
console.log(summary(timed, wallSeconds, e2e));
mkdirSync(join(root, 'test-results'), { recursive: true });
const figures = {
  measuredAt: new Date().toISOString(),
  wallSeconds: seconds(wallSeconds * 1000),
  phases: timed,
  e2e: e2e && { ...e2e, tests: undefined, slowestTests: e2e.tests.slice(0, 50) },
};
writeFileSync(durationsFile, `${JSON.stringify(figures, null, 1)}\n`);
console.log(`\nFigures written to ${durationsFile.slice(root.length + 1)}.`);
process.exit(failure ? failure.status || 1 : 0);
