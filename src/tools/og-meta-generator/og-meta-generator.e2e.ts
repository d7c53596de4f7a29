import type { Page } from '@playwright/test';
import { expect as baseExpect, chooseOption, openPage, test } from '../../../e2e/test';

// The machines running these tests are small and shared.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Your meta tags', exact: true });
const preview = (page: Page) => page.getByRole('region', { name: 'Share card preview' });
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

async function expectOutput(page: Page, lines: string[]) {
  await expect.poll(() => output(page).textContent()).toBe(lines.join('\n'));
}

const defaultOutput = [
  '<!-- Open Graph -->',
  '<meta property="og:type" content="website" />',
  '',
  '<!-- Twitter -->',
  '<meta name="twitter:card" content="summary_large_image" />',
];

async function open(page: Page, url = '/og-meta-generator') {
  await openPage(page, url, (p) => field(p, 'Title'));
}

test('the default tags, the spec article example, copied; a bad width; hostile values; an import', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await expect(page.getByRole('combobox', { name: 'Page type' })).toHaveText('Website');
  await expect(page.getByRole('combobox', { name: 'Card type' })).toHaveText('Summary with large image');
  await expectOutput(page, defaultOutput);

  await chooseOption(page, 'Page type', 'Article');
  await field(page, 'Title').fill('Ten tips for faster builds');
  await field(page, 'Description').fill('Cache, parallelise & measure.');
  await field(page, 'Page URL').fill('https://blog.example.com/faster-builds');
  await field(page, 'Image URL').fill('https://blog.example.com/cover.png');
  await field(page, 'Image alt').fill('A race car');
  await field(page, 'Image width').fill('1200');
  await field(page, 'Image height').fill('630');
  const article = page.getByRole('region', { name: 'Article', exact: true });
  await article.getByRole('textbox', { name: 'Publishing date' }).fill('2024-05-01T08:00:00Z');
  await article.getByRole('textbox', { name: 'Author' }).fill('Jane Doe');
  await article.getByRole('textbox', { name: 'Tag' }).fill('build');
  await field(page, 'Site account').fill('@example');
  const widthTag = '<meta property="og:image:width" content="1200" />';
  const expected = [
    '<!-- Open Graph -->',
    '<meta property="og:type" content="article" />',
    '<meta property="og:title" content="Ten tips for faster builds" />',
    '<meta property="og:description" content="Cache, parallelise &amp; measure." />',
    '<meta property="og:url" content="https://blog.example.com/faster-builds" />',
    '<meta property="og:image" content="https://blog.example.com/cover.png" />',
    '<meta property="og:image:alt" content="A race car" />',
    widthTag,
    '<meta property="og:image:height" content="630" />',
    '<meta property="article:published_time" content="2024-05-01T08:00:00Z" />',
    '<meta property="article:author" content="Jane Doe" />',
    '<meta property="article:tag" content="build" />',
    '',
    '<!-- Twitter -->',
    '<meta name="twitter:card" content="summary_large_image" />',
    '<meta name="twitter:site" content="@example" />',
    '<meta name="twitter:title" content="Ten tips for faster builds" />',
    '<meta name="twitter:description" content="Cache, parallelise &amp; measure." />',
    '<meta name="twitter:image" content="https://blog.example.com/cover.png" />',
    '<meta name="twitter:image:alt" content="A race car" />',
  ];
  await expectOutput(page, expected);

  await expect(preview(page)).toContainText('blog.example.com');
  await expect(preview(page)).toContainText('Ten tips for faster builds');
  await expect(preview(page)).toContainText('Image not loaded');

  await output(page).locator('xpath=..').getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.join('\n'));

  // A width that is not a whole number of pixels: said under the field, which keeps it; no tag.
  await field(page, 'Image width').fill('12.5');
  await expect(page.getByText('Enter a whole number of pixels.')).toBeVisible();
  await expect(field(page, 'Image width')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Image width')).toHaveValue('12.5');
  await expectOutput(
    page,
    expected.filter((line) => line !== widthTag),
  );
  await field(page, 'Image width').fill('1200');
  await expect(page.getByText('Enter a whole number of pixels.')).toHaveCount(0);
  await expect(output(page)).toContainText(widthTag);

  // Hostile values show as text in the output and the preview, and no javascript: image loads.
  await field(page, 'Title').fill('<img src=x onerror="window.__pwned = 3">');
  await field(page, 'Description').fill('<script>window.__pwned = 4</script>');
  await field(page, 'Image URL').fill('javascript:window.__pwned = 5');
  await field(page, 'Page URL').fill('javascript:window.__pwned = 6');
  await page.getByRole('switch', { name: 'Load the image' }).check();
  await expect(output(page)).toContainText(
    '<meta property="og:title" content="&lt;img src=x onerror=&quot;window.__pwned = 3&quot;&gt;" />',
  );
  await expect(preview(page)).toContainText('<img src=x onerror="window.__pwned = 3">');
  await expect(preview(page)).toContainText('No image');
  await expect(preview(page).locator('img, script, a')).toHaveCount(0);
  await expect(output(page).locator('img, script')).toHaveCount(0);

  // The tags of a pasted <head> are imported, running nothing from it.
  await page.getByRole('button', { name: 'Import from HTML' }).click();
  const html = field(page, 'HTML to import');
  await html.fill('<p>no tags here</p>');
  await page.getByRole('button', { name: 'Import tags' }).click();
  await expect(page.getByText('No Open Graph or Twitter tags were found in this HTML.')).toBeVisible();
  await html.fill(
    [
      '<head><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
      '<meta property="og:type" content="video.movie">',
      '<meta property="og:title" content="Night &amp; day">',
      '<meta property="video:actor" content="Ann"><meta property="video:actor" content="Bob">',
      '<meta name="twitter:card" content="summary"><meta name="twitter:site" content="@studio">',
      '</head>',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Import tags' }).click();
  await expect(page.getByText('Filled 5 fields from the tags found')).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Night & day');
  await expect(page.getByRole('combobox', { name: 'Page type' })).toHaveText('Movie');
  await expect(page.getByRole('combobox', { name: 'Card type' })).toHaveText('Summary');
  await expect(page.getByRole('textbox', { name: 'Actor 2', exact: true })).toHaveValue('Bob');
  await expect(output(page)).toContainText('<meta property="og:title" content="Night &amp; day" />');
  await expect(output(page)).toContainText('<meta name="twitter:site" content="@studio" />');
  expect(await pwned(page)).toBeUndefined();
});

test('opens from a link with its state in the fragment; a new page type empties the old type fields; lists', async ({
  page,
}) => {
  await open(page, '/og-meta-generator#pageType=article&title=Hello&articleAuthor=Jane&cardType=summary');
  await expect(field(page, 'Title')).toHaveValue('Hello');
  const articleAuthor = page
    .getByRole('region', { name: 'Article', exact: true })
    .getByRole('textbox', { name: 'Author' });
  await expect(articleAuthor).toHaveValue('Jane');
  await expect(output(page)).toContainText('<meta property="article:author" content="Jane" />');
  await expect(output(page)).toContainText('<meta name="twitter:card" content="summary" />');

  await chooseOption(page, 'Page type', 'Movie');
  await expect(page.getByRole('region', { name: 'Article', exact: true })).toHaveCount(0);
  await expect(output(page)).not.toContainText('article:');
  // List fields take several entries, in order.
  const movie = page.getByRole('region', { name: 'Movie details', exact: true });
  await movie.getByRole('textbox', { name: 'Actor 1', exact: true }).fill('Ann');
  await movie.getByRole('button', { name: 'Add actor' }).click();
  await movie.getByRole('textbox', { name: 'Actor 2', exact: true }).fill('Bob');
  await movie.getByRole('button', { name: 'Move actor 2 up' }).click();
  await expect(movie.getByRole('textbox', { name: 'Actor 1', exact: true })).toHaveValue('Bob');
  await expect
    .poll(async () => (await output(page).textContent())?.match(/video:actor" content="\w+"/g))
    .toEqual(['video:actor" content="Bob"', 'video:actor" content="Ann"']);
  await movie.getByRole('button', { name: 'Remove actor 1' }).click();
  await expect(movie.getByRole('textbox', { name: 'Actor 1', exact: true })).toHaveValue('Ann');
  await expect(output(page)).not.toContainText('Bob');

  await chooseOption(page, 'Page type', 'Article');
  await expect(articleAuthor).toHaveValue('');
});
