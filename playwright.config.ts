import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { enabledBuild, isEnabledBuildPresent } from './e2e/analytics-enabled-build';
import { choicesServer, isNginxInstalled, nginxServers } from './e2e/self-hosting/nginx-servers';

// E2E_PORT and E2E_ENABLED_PORT: side-by-side checkouts can run their browser tests at once.
const port = Number(process.env.E2E_PORT ?? 4317);
const enabledPort = Number(process.env.E2E_ENABLED_PORT ?? enabledBuild.port);
// E2E_BASE_URL points the tests at a server that is already running (a dev server, say).
const externalBaseUrl = process.env.E2E_BASE_URL;
// Features off by default (analytics, follow banner) are tested against a second build with them
// on (`npm run build:e2e-enabled`, served on its own port), or E2E_ENABLED_BASE_URL. Local runs
// without that build, or against an external server of the default build, leave those tests out.
const enabledFeatureTests = '**/*-enabled.e2e.ts';
const externalEnabledBaseUrl = process.env.E2E_ENABLED_BASE_URL;
const runEnabledFeatureTests =
  externalEnabledBaseUrl !== undefined || (!externalBaseUrl && (Boolean(process.env.CI) || isEnabledBuildPresent()));
// The Docker image's nginx set-up, under two base paths (e2e/self-hosting): always in CI, locally
// when nginx is installed.
const selfHostingTests = 'e2e/self-hosting/**/*.e2e.ts';
const runSelfHostingTests = !externalBaseUrl && (Boolean(process.env.CI) || isNginxInstalled());
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
// Debian's Chromium and its flags, shared with the benches (bench/*.js).
const chromiumLaunch: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('./scripts/chromium.json', import.meta.url), 'utf8'),
);

/** A production build served as nginx would (scripts/serve.js) on `serverPort`. */
const servedBuild = (folder: string, serverPort: number) => ({
  command: `node scripts/serve.js ${folder}`,
  env: { PORT: String(serverPort) },
  url: `http://127.0.0.1:${serverPort}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.e2e.ts', 'src/**/*.e2e.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // The durations reporter keeps every test's time and retries for `npm test`'s summary
  // (scripts/run-tests.js), in test-results/e2e-durations.json.
  reporter: [['list'], ['./e2e/reporters/durations-reporter.ts']],
  timeout: 30_000,
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    // A trace costs every test about a sixth of its time: recorded only when a failed test is tried again.
    trace: 'on-first-retry',
    // Each page would otherwise install the offline worker and fetch the whole app in the background;
    // the offline tests allow it again.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath,
      args: chromiumLaunch.args,
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [enabledFeatureTests, selfHostingTests] },
    ...(runSelfHostingTests ? [{ name: 'nginx', testMatch: selfHostingTests, use: chromium }] : []),
    ...(runEnabledFeatureTests
      ? [
          {
            name: 'enabled-features',
            testMatch: enabledFeatureTests,
            use: { ...chromium, baseURL: externalEnabledBaseUrl ?? `http://127.0.0.1:${enabledPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    ...(externalBaseUrl ? [] : [servedBuild('dist', port)]),
    ...(runEnabledFeatureTests && !externalEnabledBaseUrl ? [servedBuild(enabledBuild.dist, enabledPort)] : []),
    ...(runSelfHostingTests
      ? [...nginxServers, choicesServer].map(({ command, env, origin, base }) => ({
          command,
          env,
          url: `${origin}${base}`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        }))
      : []),
  ],
});
