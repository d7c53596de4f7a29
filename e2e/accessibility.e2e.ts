import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openPage, test, waitUntilInteractive } from './test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Serious and critical violations, one readable line per offending element. */
function seriousViolations({ violations }: Result): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`,
      ),
    );
}

async function expectNoSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(seriousViolations(result)).toEqual([]);
}

/**
 * No serious violation in either theme: the page is checked as it is, then again once the system
 * turns dark, which the app follows while no theme is chosen (a page load saved per check).
 */
async function expectNoSeriousViolationsInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoSeriousViolations(page);
  }
}

test.describe('both themes', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  // Two full axe runs a test.
  test.describe.configure({ timeout: 60_000 });

  test('home, with favourites, a search and no match', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('it-tools:favorite-tools', '["hash-text","uuid-generator"]'));
    const search = (p: Page) => p.getByRole('searchbox', { name: 'Search tools' });
    await openPage(page, '/', search);
    await expectNoSeriousViolationsInBothThemes(page);

    await search(page).fill('xylophone zebra');
    await expect(page.getByText('No tool matches your search')).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  // Between them these pages show every kit component: fields, selects, segmented choices, switches,
  // filled and default buttons, file drops, the colour picker, code blocks and alerts.
  for (const [slug, heading] of [
    ['hash-text', 'Hash text'],
    ['yaml-to-json-converter', 'YAML to JSON converter'],
    ['uuid-generator', 'UUIDs generator'],
    ['json-to-xml', 'JSON to XML'],
    ['markdown-to-html', 'Markdown to HTML'],
    ['color-converter', 'Color converter'],
    ['pdf-signature-checker', 'PDF signature checker'],
    ['bcrypt', 'Bcrypt'],
  ] as const) {
    test(`the ${slug} tool page`, async ({ page }) => {
      await openPage(page, `/${slug}`, (p) => p.getByRole('heading', { level: 1, name: heading }));
      await expect(
        page.getByRole('main').getByRole('textbox').or(page.getByRole('main').getByRole('button')).first(),
      ).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page);
    });
  }

  test("a field's error message", async ({ page }) => {
    const field = (p: Page) => p.getByLabel('Your raw JSON', { exact: true });
    await openPage(page, '/json-prettify', field);
    await field(page).fill('{"a": 1,, }');
    await expect(page.getByText("Unexpected character ',' at line 1, column 9")).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  test('the open command palette', async ({ page }) => {
    const trigger = (p: Page) => p.getByRole('button', { name: /^Search tools and commands/ });
    await openPage(page, '/', trigger);
    await trigger(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page);
  });

  test("the settings page, and a hidden tool's page", async ({ page }) => {
    await page.goto('/settings');
    await page.evaluate(() => localStorage.setItem('it-tools:hidden-tools', '["hash-text"]'));
    await openPage(page, '/settings', (p) => p.getByRole('button', { name: 'Unhide Hash text' }));
    await expectNoSeriousViolationsInBothThemes(page);

    await openPage(page, '/hash-text', (p) => p.getByRole('button', { name: 'Unhide' }));
    await expectNoSeriousViolationsInBothThemes(page);
  });

  test('the open side menu over a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    const toggle = (p: Page) => p.getByRole('button', { name: 'Toggle menu' });
    await openPage(page, '/', toggle);
    await toggle(page).click();
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page);
  });
});

test('the keyboard reaches the menu toggle, the palette, the search box and a card, and Enter opens the tool', async ({
  page,
}) => {
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await page.goto('/');
  await waitUntilInteractive(toggle);
  const reached: string[] = [];
  const wanted = {
    toggle,
    palette: page.getByRole('button', { name: /^Search tools and commands/ }),
    search: page.getByRole('searchbox', { name: 'Search tools' }),
    card: page.getByRole('region', { name: 'All the tools' }).getByRole('link', { name: 'Hash text' }),
  };
  // Tab from the top of the page; the menu lists every tool, so the walk is long.
  for (let presses = 0; presses < 400 && reached.length < Object.keys(wanted).length; presses++) {
    await page.keyboard.press('Tab');
    for (const [name, locator] of Object.entries(wanted)) {
      if (!reached.includes(name) && (await locator.evaluate((element) => element === document.activeElement)))
        reached.push(name);
    }
  }
  expect(reached).toEqual(['toggle', 'palette', 'search', 'card']);
  await expect(wanted.card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hash-text$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
});
