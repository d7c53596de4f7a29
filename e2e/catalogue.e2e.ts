import type { Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from './test';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });
const allTools = (page: Page) => page.getByRole('region', { name: 'All the tools' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Tools' });

/**
 * Holds the catalogue's chunks (the tool list of the menu and the home page, the tool route)
 * back until `release()`, as a slow network would. Returns `release` and the count of them the
 * page has asked for.
 */
async function holdCatalogue(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/(CatalogueMenu|HomeTools|CataloguePage|tools)-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

test('the home page draws every tool card from the HTML, before the catalogue arrives', async ({ page }) => {
  const { release, requested } = await holdCatalogue(page);
  await openPage(page, '/', searchBox);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(allTools(page).getByRole('link', { name: 'Hash text' })).toHaveAttribute('href', '/hash-text');
  // Its menu lists the tools once the catalogue has come: the cards already link every one, and
  // the page's HTML stays small however many tools there are.
  await expect(menu(page).getByRole('button', { name: 'Crypto', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Hash text' })).toHaveCount(0);
  release();
  await waitUntilInteractive(allTools(page).getByRole('link', { name: 'Hash text' }));
  await expect(menu(page).getByRole('link', { name: 'Hash text' })).toBeVisible();
});

test("other pages too draw the menu's categories from the HTML and list the tools once live; a listed tool opens", async ({
  page,
}) => {
  const { release } = await holdCatalogue(page);
  await page.goto('/about');
  // The lists would make every page's HTML grow with the number of tools.
  await expect(menu(page).getByRole('button', { name: 'Crypto', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Hash text' })).toHaveCount(0);
  release();
  // The icons come from the sprite, drawn at their size.
  const icon = menu(page).getByRole('link', { name: 'Hash text' }).locator('svg');
  await expect(icon.locator('use')).toHaveAttribute('href', /\/assets\/tool-icons-[0-9a-f]+\.svg#fingerprint$/);
  expect(await icon.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(18);
  await menu(page).getByRole('link', { name: 'Hash text' }).click();
  await expect(page).toHaveURL(/\/hash-text$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
  await waitUntilInteractive(page.getByRole('textbox', { name: 'Your text to hash:' }));
});

test('a search typed before the catalogue arrives applies once it has', async ({ page }) => {
  const { release } = await holdCatalogue(page);
  await openPage(page, '/', searchBox);
  await searchBox(page).fill('hash');
  await expect(searchBox(page)).toHaveValue('hash');
  release();
  await expect(allTools(page).getByRole('heading', { level: 3 }).first()).toHaveText('Hash text');
  await expect(allTools(page).getByRole('link', { name: 'JSON prettify and format' })).toHaveCount(0);
});

test('an old address opened inside the app leads to its tool', async ({ page }) => {
  await openPage(page, '/', searchBox);
  await page.evaluate(() => {
    history.pushState(null, '', '/hash');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/hash-text$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
});

test('the icon sprite holds every tool icon the menu uses', async ({ page, request }) => {
  await page.goto('/');
  const uses = await menu(page)
    .locator('use')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  const [sprite] = new Set(uses.map((href) => href.split('#')[0]));
  const svg = await (await request.get(sprite)).text();
  for (const id of new Set(uses.map((href) => href.split('#')[1]))) expect(svg).toContain(`<symbol id="${id}"`);
});

test('a page opened weeks after its build hydrates, then drops the marks of tools no longer new', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const builtDay = Number(/data-rendered-day="(\d+)"/.exec(html)?.[1]);
  expect(builtDay).toBeGreaterThan(0);
  const dayMs = 24 * 60 * 60 * 1000;
  // Thirty days later no tool is new any more: the HTML's marks go once the page has hydrated
  // (the console guard fails the test on a hydration error).
  await page.clock.install({ time: (builtDay + 30) * dayMs });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Newest tools' })).toHaveCount(0);
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
});
