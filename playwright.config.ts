import { defineConfig, devices } from '@playwright/test';

const port = 4317;
// E2E_BASE_URL points the tests at a server that is already running (a dev server, say).
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.e2e.ts', 'src/**/*.e2e.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `node scripts/serve.js`,
        env: { PORT: String(port) },
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
