import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the figures of a browser-test run go; `scripts/run-tests.js` reads them. */
export const e2eDurationsFile = 'test-results/e2e-durations.json';

interface Attempt {
  project: string;
  file: string;
  title: string;
  retry: number;
  status: TestResult['status'];
  startMs: number;
  durationMs: number;
}

/**
 * Keeps every attempt's time, by test, file and project, and names each test that passed only on
 * its retry (a flaky test is a defect to fix). Writes them to `e2eDurationsFile` at the end.
 */
export default class DurationsReporter implements Reporter {
  private rootDir = process.cwd();
  private attempts: Attempt[] = [];
  private tests: TestCase[] = [];
  private startedAt = Date.now();

  onBegin(config: FullConfig, suite: Suite): void {
    this.rootDir = config.rootDir;
    this.startedAt = Date.now();
    this.tests = suite.allTests();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.attempts.push({
      project: test.parent.project()?.name ?? '',
      file: relative(this.rootDir, test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      retry: result.retry,
      status: result.status,
      startMs: result.startTime.getTime(),
      durationMs: result.duration,
    });
  }

  onEnd(): void {
    const byKey = <K extends string>(key: (attempt: Attempt) => K) => {
      const groups = new Map<K, Attempt[]>();
      for (const attempt of this.attempts) groups.set(key(attempt), [...(groups.get(key(attempt)) ?? []), attempt]);
      return groups;
    };
    const projects = [...byKey((attempt) => attempt.project)].map(([name, attempts]) => ({
      name,
      tests: attempts.length,
      // Projects run side by side: a project's time is from its first test's start to its last one's end.
      wallMs: Math.max(...attempts.map((a) => a.startMs + a.durationMs)) - Math.min(...attempts.map((a) => a.startMs)),
      testMs: attempts.reduce((total, attempt) => total + attempt.durationMs, 0),
    }));
    const files = [...byKey((attempt) => `${attempt.project} ${attempt.file}`)]
      .map(([, attempts]) => ({
        project: attempts[0].project,
        file: attempts[0].file,
        tests: attempts.length,
        testMs: attempts.reduce((total, attempt) => total + attempt.durationMs, 0),
      }))
      .sort((a, b) => b.testMs - a.testMs);
    const named = (test: TestCase) => ({
      project: test.parent.project()?.name ?? '',
      file: relative(this.rootDir, test.location.file),
      title: test.titlePath().slice(3).join(' › '),
    });
    const report = {
      wallMs: Date.now() - this.startedAt,
      projects,
      files,
      retriedAndPassed: this.tests.filter((test) => test.outcome() === 'flaky').map(named),
      failed: this.tests.filter((test) => test.outcome() === 'unexpected').map(named),
      tests: this.attempts.sort((a, b) => b.durationMs - a.durationMs),
    };
    mkdirSync(dirname(e2eDurationsFile), { recursive: true });
    writeFileSync(e2eDurationsFile, `${JSON.stringify(report, null, 1)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
