import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../test';
import { nginxServers } from './nginx-servers';

// Pages that load every kind of resource the policy has to allow: workers (json-prettify,
// text-diff, ascii-text-drawer, which also fetches a font), inline scripts allowed by hash
// (user-agent-parser, rsa-key-pair-generator, and the colour scheme on every page), a sandboxed
// preview frame (markdown-to-html), lazily loaded data (emoji-picker, mime-types).
const toolPages = [
  '/json-prettify',
  '/text-diff',
  '/ascii-text-drawer',
  '/user-agent-parser',
  '/rsa-key-pair-generator',
  '/markdown-to-html',
  '/emoji-picker',
  '/mime-types',
  '/hash-text',
  '/base64-file-converter',
];

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

function expectSecurityHeaders(response: APIResponse | null) {
  const headers = response?.headers() ?? {};
  expect(headers).toMatchObject(securityHeaders);
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['permissions-policy']).toContain('camera=(self)');
}

/** Records the page's Content-Security-Policy violations (the console guard also fails on their messages). */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

for (const { base, origin } of nginxServers) {
  const at = (path: string) => `${origin}${base}${path.replace(/^\//, '')}`;

  test.describe(`nginx, the site at ${base}`, () => {
    test('sends the security headers, caches hashed assets for good and pages never, and gzips text', async ({
      request,
    }) => {
      const home = await request.get(at('/'));
      expect(home.status()).toBe(200);
      expectSecurityHeaders(home);
      expect(home.headers()['cache-control']).toBe('no-cache');
      expect(home.headers()['content-encoding']).toBe('gzip');

      const script = /src="([^"]+\.js)"/.exec(await home.text())?.[1] ?? '';
      expect(script.startsWith(`${base}assets/`)).toBe(true);
      const asset = await request.get(`${origin}${script}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding']).toBe('gzip');
      expectSecurityHeaders(asset);

      const worker = await request.get(at('/sw.js'));
      expect(worker.headers()['cache-control']).toBe('no-cache');
      expect(await worker.text()).toContain(`"404.html"`);

      const missing = await request.get(at('/no-such-tool'));
      expect(missing.status()).toBe(404);
      expectSecurityHeaders(missing);
    });

    test('the home page, ten tools and the about page run with no policy violation', async ({ page }) => {
      test.slow();
      const violations = await watchPolicyViolations(page);
      const home = await page.goto(at('/'));
      expectSecurityHeaders(home as unknown as APIResponse);
      await expect(page.getByRole('link', { name: 'JSON prettify and format' }).first()).toHaveAttribute(
        'href',
        `${base}json-prettify`,
      );
      for (const path of [...toolPages, '/about']) {
        await page.goto(at(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await violations(), path).toEqual([]);
      }
      // A worker at work, and a font fetched by one.
      await page.goto(at('/ascii-text-drawer#text=Hi'));
      await expect(page.getByRole('textbox', { name: 'Ascii Art text', exact: true })).toContainText('| |_| | |');
      expect(await violations()).toEqual([]);
    });

    test.describe('addresses', () => {
      // The unknown address's own 404, which the browser reports on the console.
      test.use({ allowedPageErrors: [/status of 404/] });

      test('redirects an old address, shows the not-found page for an unknown one, and the palette finds a tool', async ({
        page,
      }) => {
        await page.goto(at('/hash'));
        await expect(page).toHaveURL(at('/hash-text'));
        await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();

        const missing = await page.goto(at('/no-such-tool'));
        expect(missing?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this page does not seem to exist');

        await page.goto(at('/'));
        await expect(async () => {
          const dialog = page.getByRole('dialog', { name: 'Command palette' });
          if (!(await dialog.isVisible())) await page.keyboard.press('Control+k');
          await expect(dialog.getByRole('combobox')).toBeFocused({ timeout: 5_000 });
        }).toPass({ timeout: 20_000 });
        await page.keyboard.type('uuid');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(at('/uuid-generator'));
      });
    });

    test.describe('offline', () => {
      test.use({ serviceWorkers: 'allow' });

      test('the service worker is scoped to the base path and controls the page', async ({ page }) => {
        await page.goto(at('/'));
        await expect
          .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), { timeout: 30_000 })
          .toBe('activated');
        const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
        expect(scope).toBe(at('/'));
      });
    });
  });
}
