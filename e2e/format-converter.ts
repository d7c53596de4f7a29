import type { Page } from '@playwright/test';
import { expect, openPage } from './test';

/**
 * The parts of a page built on the shared FormatConverter layout, found by their labels, for the
 * converters' browser tests.
 */
export function formatConverter(page: Page, labels: { input: string; output: string }) {
  const input = page.getByRole('textbox', { name: labels.input, exact: true });
  const output = page.getByRole('textbox', { name: labels.output, exact: true });
  const outputBlock = page.getByRole('textbox', { name: labels.output, exact: true }).locator('xpath=../..');
  return {
    input,
    output,
    copyButton: outputBlock.getByRole('button', { name: 'Copy to clipboard' }),
    downloadButton: outputBlock.getByRole('button', { name: 'Download' }),
    /** The footer's status line (busy, notices), not the copy button's own. */
    status: outputBlock.locator(':scope > div > [role="status"]'),
    /** The input's error, shown under it. */
    error: page.locator('.mantine-InputWrapper-root').filter({ has: input }).locator('.mantine-InputWrapper-error'),
    open: (url: string) => openPage(page, url, () => input),
    /** The output's exact text: whitespace matters, so no normalising matcher. */
    expectOutput: async (expected: string) => {
      await expect.poll(() => output.textContent()).toBe(expected);
    },
  };
}
