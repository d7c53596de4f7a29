import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/test';

const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const display = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const command = (page: Page) => page.getByRole('textbox', { name: 'Command', exact: true });
const octalBox = (page: Page) => page.getByRole('textbox', { name: 'Octal', exact: true });
const symbolicBox = (page: Page) => page.getByRole('textbox', { name: 'Symbolic', exact: true });

test('ticking boxes or typing a value gives the mode and the command, which copies; bad values show errors; a link restores path and recursive', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/chmod-calculator');
  // Example 2: nothing ticked at first gives 000.
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(12);
  await expect(display(page, 'Octal value')).toContainText('000');
  await expect(display(page, 'Symbolic value')).toContainText('---------');
  await expect(command(page)).toHaveValue('chmod 000 path');

  // Example 1: ticking owner rwx, group rx, public rx gives 755.
  for (const name of [
    'Owner read',
    'Owner write',
    'Owner execute',
    'Group read',
    'Group execute',
    'Public read',
    'Public execute',
  ]) {
    await box(page, name).check();
  }
  await expect(display(page, 'Octal value')).toContainText('755');
  await expect(display(page, 'Symbolic value')).toContainText('rwxr-xr-x');
  await expect(command(page)).toHaveValue('chmod 755 path');
  await expect(page.getByRole('textbox', { name: 'Command (symbolic form)' })).toHaveValue(
    'chmod u=rwx,g=rx,o=rx path',
  );
  await command(page).locator('..').getByRole('button', { name: 'Copy to clipboard' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('chmod 755 path');

  // Typing an octal or symbolic value sets the checkboxes.
  await octalBox(page).fill('0644');
  await expect(box(page, 'Owner write')).toBeChecked();
  await expect(box(page, 'Owner execute')).not.toBeChecked();
  await expect(symbolicBox(page)).toHaveValue('rw-r--r--');
  await symbolicBox(page).fill('drwx------');
  await expect(octalBox(page)).toHaveValue('700');
  await expect(box(page, 'Group read')).not.toBeChecked();
  await octalBox(page).fill('4755');
  await expect(box(page, 'Owner setuid')).toBeChecked();
  await expect(display(page, 'Symbolic value')).toContainText('rwsr-xr-x');
  await box(page, 'Owner execute').uncheck();
  await expect(display(page, 'Symbolic value')).toContainText('rwSr-xr-x');
  await expect(command(page)).toHaveValue('chmod 4655 path');

  // A bad value shows the error and keeps the input and the checkboxes.
  await octalBox(page).fill('79');
  await expect(octalBox(page)).toHaveAccessibleDescription(/Enter up to 4 octal digits \(0–7\), such as 755 or 0644/);
  await expect(octalBox(page)).toHaveValue('79');
  await expect(command(page)).toHaveValue('');
  await expect(box(page, 'Group read')).toBeChecked();
  await symbolicBox(page).fill('rwxq');
  await expect(symbolicBox(page)).toHaveAccessibleDescription(/Enter 9 characters such as rwxr-x---/);
  await expect(symbolicBox(page)).toHaveValue('rwxq');

  // Path and recursive go into the command, and a link restores them. Through a blank page: going
  // to the same page with a fragment would only change the fragment, not load a link.
  await page.goto('about:blank');
  await page.goto('/chmod-calculator#octal=1777&path=%2Ftmp%2Fshared+dir&recursive=true');
  await expect(box(page, 'Public sticky')).toBeChecked();
  await expect(display(page, 'Symbolic value')).toContainText('rwxrwxrwt');
  await expect(command(page)).toHaveValue("chmod -R 1777 '/tmp/shared dir'");
  await page.getByRole('switch', { name: 'Recursive (-R)' }).click();
  await page.getByRole('textbox', { name: 'Path' }).fill('run.sh');
  await expect(command(page)).toHaveValue('chmod 1777 run.sh');
});
