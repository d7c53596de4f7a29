import type { Page } from '@playwright/test';

/**
 * The Content-Security-Policy of the coming self-hosting issue, less its ban on inline scripts
 * (the prerendered pages still have a few): above all, no `eval` or `new Function`.
 */
export const strictCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
].join('; ');

/** Serves every response of the page, workers' scripts included, with `strictCsp`. */
export async function serveWithStrictCsp(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': strictCsp } });
  });
}
