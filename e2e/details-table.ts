import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * A table of labelled values (a decoder card's, say), found by its accessible name: a row or its
 * value cell by the row's label, and a check of several values at once.
 */
export function detailsTable(page: Page, name: string | RegExp) {
  const table = page.getByRole('table', { name, exact: typeof name === 'string' });
  const row = (label: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const value = (label: string) => row(label).getByRole('cell');
  return {
    table,
    row,
    value,
    async expectValues(expected: Record<string, string>) {
      for (const [label, text] of Object.entries(expected)) await expect(value(label)).toHaveText(text);
    },
  };
}
