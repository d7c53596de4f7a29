import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const diagram = (page: Page) => page.getByRole('textbox', { name: 'Diagram', exact: true });
const preview = (page: Page) => page.getByRole('group', { name: 'Preview', exact: true });
const drawing = (page: Page) => preview(page).locator('svg[aria-roledescription]');

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('draws the diagram as typed, under the site policy, shows errors and exports SVG and PNG', async ({ page }) => {
  test.slow();
  // Mermaid must draw under the site's Content-Security-Policy (no eval; inline styles allowed).
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
  });
  await openPage(page, '/mermaid-editor', diagram);

  // The Flowchart example at first, drawn on the default theme's white.
  await expect(diagram(page)).toHaveValue(/^flowchart TD\n {2}A\[Start\] --> B\{Is it working\?\}/);
  await expect(page.getByText('Diagram type: Flowchart', { exact: true })).toBeVisible();
  await expect(drawing(page)).toHaveAttribute('aria-roledescription', 'flowchart-v2');
  await expect(drawing(page).getByText('Ship it')).toBeVisible();
  await expect(preview(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  const svg = await download(page, page.getByRole('button', { name: 'Download SVG' }));
  expect(svg.name).toBe('diagram.svg');
  const svgText = svg.bytes.toString();
  expect(svgText).toMatch(/^<svg width="[\d.]+" height="[\d.]+" id="mermaid-editor-\d+"/);
  expect(svgText).toContain('style="fill:#ffffff;stroke:none"/>');
  expect(svgText).toContain('<p>Ship it</p>');
  expect(svgText).not.toContain('Zoom');
  const [, width, height] = /^<svg width="([\d.]+)" height="([\d.]+)"/.exec(svgText)!;

  // PNG at 2× by default: the width and height in its header.
  const png = await download(page, page.getByRole('button', { name: 'Download PNG' }));
  expect(png.name).toBe('diagram.png');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(png.bytes.readUInt32BE(16)).toBe(Math.round(Number(width) * 2));
  expect(png.bytes.readUInt32BE(20)).toBe(Math.round(Number(height) * 2));

  // An error: Mermaid's words under the field, its line marked, the last diagram kept but dimmed,
  // nothing to export.
  await diagram(page).fill('sequenceDiagram\n  Alice->>Bob Hello');
  await expect(
    page.getByText(/^Parse error on line 2:\n\.\.\. {2}Alice->>Bob Hello\n-+\^\nExpecting 'TXT', got 'NEWLINE'$/),
  ).toBeVisible();
  await expect(page.locator('[data-marked-line="2"]')).toBeVisible();
  await expect(page.getByText('Showing the last valid diagram')).toBeVisible();
  await expect(drawing(page).getByText('Ship it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download SVG' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

  // An example replaces the text, with an undo; the Dark theme draws on #333.
  await chooseOption(page, 'Example', 'Sequence');
  await expect(page.getByText('Example loaded')).toBeVisible();
  await expect(page.getByText('Diagram type: Sequence diagram', { exact: true })).toBeVisible();
  await chooseOption(page, 'Theme', 'Dark');
  await expect(page).toHaveURL(/theme=dark/);
  await expect(preview(page)).toHaveCSS('background-color', 'rgb(51, 51, 51)');
  await expect(drawing(page)).toHaveAttribute('aria-roledescription', 'sequence');
  await expect(page.getByRole('button', { name: 'Copy SVG' })).toBeEnabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(diagram(page)).toHaveValue('sequenceDiagram\n  Alice->>Bob Hello');

  // Nothing here is refused by the site's policy.
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
