// The command line's start-up, as issue 23 budgets it: `it-tools --version` and
// `echo hello | it-tools base64-encode`, each run 15 times after a warm-up; the median must be within
// its budget (an operation loads its own code only). Runs the built binary
// (packages/cli/dist/cli.js, built by `npm run build -w it-tools-cli`) or the one given:
// `node bench/cli-startup.js [path/to/it-tools]`. Writes bench/results/cli-startup.json; exits 1
// over a budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = process.argv[2] ?? join(root, 'packages', 'cli', 'dist', 'cli.js');
if (!existsSync(bin)) {
  console.error(`No command line at ${bin}: build it with \`npm run build -w it-tools-cli\`.`);
  process.exit(1);
}
const runs = 15;
const cases = [
  { name: 'it-tools --version', args: ['--version'], budgetMs: 150 },
  { name: 'echo hello | it-tools base64-encode', args: ['base64-encode'], stdin: 'hello\n', budgetMs: 300 },
];

function timeOnce({ args, stdin }) {
  const startedAt = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], { input: stdin ?? '', encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const results = cases.map((benchCase) => {
  timeOnce(benchCase);
  const times = Array.from({ length: runs }, () => timeOnce(benchCase)).sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)];
  return {
    ...benchCase,
    medianMs: Math.round(median),
    slowestMs: Math.round(times.at(-1)),
    fastestMs: Math.round(times[0]),
  };
});

for (const result of results)
  console.log(
    `${result.name.padEnd(38)} median ${String(result.medianMs).padStart(4)} ms (fastest ${result.fastestMs}, slowest ${result.slowestMs}; budget ${result.budgetMs} ms)`,
  );
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'cli-startup.json'),
  JSON.stringify(
    results.map(({ name, medianMs, fastestMs, slowestMs, budgetMs }) => ({
      name,
      medianMs,
      fastestMs,
      slowestMs,
      budgetMs,
    })),
    null,
    2,
  ),
);
const over = results.filter((result) => result.medianMs > result.budgetMs);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
}
