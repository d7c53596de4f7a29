import type { BrowserContext, Page } from '@playwright/test';
import { analyticsEndpoint, enabledBuild } from './analytics-enabled-build';
import { expect, test, waitUntilInteractive } from './test';

// Runs against the build with analytics and the follow banner on (`npm run build:e2e-enabled`).
// Service workers stay blocked (playwright.config.ts): one would answer requests out of sight.

const domain = enabledBuild.env.VITE_PLAUSIBLE_DOMAIN;

interface SentEvent {
  body: string;
  contentType: string | null;
  /** When the request left the browser, in ms (Node's clock). */
  at: number;
}

/** Answers every analytics request and collects it; other hosts get a stub page, never the network. */
async function interceptRequests(context: BrowserContext): Promise<SentEvent[]> {
  const events: SentEvent[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const request = route.request();
    if (request.url() === analyticsEndpoint) {
      expect(request.method()).toBe('POST');
      events.push({
        body: request.postData() ?? '',
        contentType: await request.headerValue('content-type'),
        at: Date.now(),
      });
      await route.fulfill({ status: 202, body: 'ok', headers: { 'Access-Control-Allow-Origin': '*' } });
    } else {
      await route.fulfill({ contentType: 'text/html', body: `<title>Stub of ${request.url()}</title>` });
    }
  });
  return events;
}

const names = (events: SentEvent[]) => events.map((event) => JSON.parse(event.body).n as string);

/** The body the app must send, in its key order: name, page, domain, referrer, width, hash mode, props. */
function expectedBody(name: string, url: string, width: number, props?: Record<string, string>) {
  const body: Record<string, unknown> = { n: name, u: url, d: domain, r: null, w: width, h: 0 };
  if (props) body.p = JSON.stringify(props);
  return JSON.stringify(body);
}

const supportLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Support IT Tools' });

async function openHome(page: Page) {
  await page.goto('/');
  await waitUntilInteractive(supportLink(page));
}

test.describe('analytics', () => {
  let events: SentEvent[];
  test.beforeEach(async ({ context }) => {
    events = await interceptRequests(context);
  });

  test('sends a pageview, with the exact body, on the first page and on each navigation', async ({ page }) => {
    await openHome(page);
    await expect.poll(() => events.length).toBe(1);
    const width = await page.evaluate(() => window.innerWidth);
    expect(events[0].body).toBe(expectedBody('pageview', page.url(), width));
    expect(events[0].contentType).toMatch(/^text\/plain\b/);

    await page.getByRole('region', { name: 'All the tools' }).getByRole('link', { name: 'Hash text' }).click();
    await expect(page).toHaveURL(/\/hash-text$/);
    await expect.poll(() => events.length).toBe(2);
    expect(events[1].body).toBe(expectedBody('pageview', page.url(), width));

    await page.getByRole('banner').getByRole('link', { name: 'About IT Tools' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => events.length).toBe(3);
    expect(events[2].body).toBe(expectedBody('pageview', page.url(), width));

    await page.goBack();
    await expect(page).toHaveURL(/\/hash-text$/);
    await expect.poll(() => names(events)).toEqual(['pageview', 'pageview', 'pageview', 'pageview']);
    expect(JSON.parse(events[3].body).u).toBe(new URL('/hash-text', page.url()).href);
  });

  test('a click on a link to another host sends "Outbound Link: Click", then goes there 150 ms later', async ({
    page,
  }) => {
    await openHome(page);
    await expect.poll(() => names(events)).toEqual(['pageview']);
    const width = await page.evaluate(() => window.innerWidth);
    // A link that opens in this tab: the links the app renders all open a new one.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://example.org/elsewhere';
      link.textContent = 'Elsewhere';
      document.querySelector('main')?.prepend(link);
    });
    // Times on the page's own clock, so that how late Playwright hears of each request does not count.
    const pageTimes: { sent: number[]; leaving?: number } = { sent: [] };
    await page.exposeFunction('__reportTime', (what: 'sent' | 'leaving', at: number) => {
      if (what === 'sent') pageTimes.sent.push(at);
      else pageTimes.leaving ??= at;
    });
    await page.evaluate(() => {
      const report = (window as unknown as { __reportTime: (what: string, at: number) => void }).__reportTime;
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        report('sent', Date.now());
        return send(input, init);
      };
      window.addEventListener('beforeunload', () => report('leaving', Date.now()));
    });

    const home = page.url();
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    await expect(page).toHaveURL('https://example.org/elsewhere');
    expect(names(events)).toEqual(['pageview', 'Outbound Link: Click']);
    const [, outbound] = events;
    expect(outbound.body).toBe(
      expectedBody('Outbound Link: Click', home, width, { url: 'https://example.org/elsewhere' }),
    );
    // The event leaves first; the page waits ~150 ms before leaving (timer slack allowed).
    expect(pageTimes.sent).toHaveLength(1);
    const waitedMs = pageTimes.leaving! - pageTimes.sent[0];
    expect(waitedMs).toBeGreaterThanOrEqual(140);
    expect(waitedMs).toBeLessThan(1_500);
  });

  test('a top-bar link opening a new tab sends the outbound event and opens at once', async ({ page, context }) => {
    await openHome(page);
    await expect.poll(() => names(events)).toEqual(['pageview']);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('banner').getByRole('link', { name: 'Source code on GitHub' }).click(),
    ]);
    await expect(popup).toHaveURL('https://github.com/it-tools-app/it-tools');
    await expect.poll(() => names(events)).toEqual(['pageview', 'Outbound Link: Click']);
    expect(JSON.parse(events[1].body).p).toBe('{"url":"https://github.com/it-tools-app/it-tools"}');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the support link records "Support button clicked"', async ({ page, context }) => {
    await openHome(page);
    await expect.poll(() => names(events)).toEqual(['pageview']);
    const width = await page.evaluate(() => window.innerWidth);
    const [popup] = await Promise.all([context.waitForEvent('page'), supportLink(page).click()]);
    await expect(popup).toHaveURL('https://github.com/sponsors/it-tools-app');
    await expect
      .poll(() => names(events).sort())
      .toEqual(['Outbound Link: Click', 'Support button clicked', 'pageview']);
    const support = events.find((event) => JSON.parse(event.body).n === 'Support button clicked');
    expect(support?.body).toBe(expectedBody('Support button clicked', page.url(), width));
  });

  test('localStorage plausible_ignore "true" keeps every event in the browser, with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem('plausible_ignore', 'true'));
    await openHome(page);
    await expect
      .poll(() => warnings)
      .toContain('Analytics: "pageview" not sent, localStorage plausible_ignore is "true".');
    await supportLink(page).click();
    await page.goto('/hash-text');
    await expect
      .poll(() => warnings.filter((text) => text.includes('plausible_ignore')))
      .toEqual([
        'Analytics: "pageview" not sent, localStorage plausible_ignore is "true".',
        'Analytics: "Support button clicked" not sent, localStorage plausible_ignore is "true".',
        'Analytics: "Outbound Link: Click" not sent, localStorage plausible_ignore is "true".',
        'Analytics: "pageview" not sent, localStorage plausible_ignore is "true".',
      ]);
    expect(events).toEqual([]);
  });
});

test.describe('follow banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Follow IT Tools' });

  test.beforeEach(async ({ context }) => {
    await interceptRequests(context);
  });

  test('invites to follow the project on GitHub and X, in new tabs; only on the home page', async ({ page }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Enjoying IT Tools? Follow the project to hear about new tools.');
    const links = [
      { name: 'Star it on GitHub (opens in a new tab)', href: 'https://github.com/it-tools-app/it-tools' },
      { name: 'Follow it on X (opens in a new tab)', href: 'https://x.com/it_tools_app' },
    ];
    for (const { name, href } of links) {
      const link = banner(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(await page.evaluate(() => innerWidth));
    await page.goto('/hash-text');
    await expect(page.getByRole('heading', { name: 'Hash text', level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('fits a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openHome(page);
    await expect(banner(page).getByRole('button', { name: 'Dismiss this message' })).toBeInViewport();
    await expect(banner(page).getByRole('link', { name: /Follow it on X/ })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  // Some tests load the page without its scripts: the browser reports each blocked one, and the
  // page never hydrates (the tests wait for what they need themselves).
  test.use({ allowedPageErrors: [/net::ERR_FAILED/], waitForHydration: false });

  test('is part of the prerendered page: it shows before any script runs', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeVisible();
  });

  test('dismissal is remembered across reloads, without the banner flashing first', async ({ page }) => {
    await openHome(page);
    const dismiss = banner(page).getByRole('button', { name: 'Dismiss this message' });
    await waitUntilInteractive(dismiss);
    await dismiss.click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('it-tools:follow-banner-dismissed'))).toBe('true');

    await page.reload();
    await waitUntilInteractive(supportLink(page));
    await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // The prerendered HTML still holds the banner: with no app script at all, it must stay hidden.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('section[aria-label="Follow IT Tools"]')).toBeAttached();
    await expect(page.locator('section[aria-label="Follow IT Tools"]')).toBeHidden();
  });
});
