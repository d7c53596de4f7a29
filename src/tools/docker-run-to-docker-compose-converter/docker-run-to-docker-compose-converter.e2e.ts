import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chooseOption, expect, openPage, test } from '../../../e2e/test';

const slug = 'docker-run-to-docker-compose-converter';
const command = (page: Page) => page.getByRole('textbox', { name: 'Your docker run command', exact: true });
const existing = (page: Page) => page.getByRole('textbox', { name: 'Existing docker-compose.yml', exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Your docker-compose.yml', exact: true });
const download = (page: Page) => page.getByRole('button', { name: 'Download docker-compose.yml', exact: true });
const errorOf = (page: Page, field: ReturnType<typeof command>) =>
  page.locator('.mantine-InputWrapper-root').filter({ has: field }).locator('.mantine-InputWrapper-error');

/** The output's exact text: indentation matters, so no normalising matcher. */
async function expectOutput(page: Page, ...lines: string[]) {
  await expect.poll(() => output(page).textContent()).toBe(lines.join('\n'));
}

// Every conversion, format, merge and error is in docker-run-to-docker-compose-converter.test.ts;
// here, that the page wires them up.
test('opens a link with its command and format, then converts, with notes, options, a merge, a download and errors', async ({
  page,
}) => {
  await openPage(page, `/${slug}#${new URLSearchParams({ command: 'docker run redis', format: 'v2x' })}`, command);
  await expect(command(page)).toHaveValue('docker run redis');
  await expectOutput(page, 'version: "2.4"', 'services:', '  redis:', '    image: redis');

  // Nothing is remembered: the plain address converts the default command (example 1).
  await openPage(page, `/${slug}`, command);
  await expect(command(page)).toHaveAttribute('placeholder', 'Your docker run command to convert...');
  await expectOutput(
    page,
    'name: <your project name>',
    'services:',
    '  nginx:',
    '    ports:',
    '      - 80:80',
    '    volumes:',
    '      - /var/run/docker.sock:/tmp/docker.sock:ro',
    '    restart: always',
    '    logging:',
    '      options:',
    '        max-size: 1g',
    '    image: nginx',
  );

  // Example 2: quoted values and line continuations, the ignored flag listed as a note.
  await command(page).fill(
    'docker run --detach \\\n  --env DOWNLOADER="your name" \\\n  --name archiveteam-warrior \\\n  --restart=on-failure \\\n  --publish 8002:8001 \\\n  atdr.meo.ws/archiveteam/warrior-dockerfile',
  );
  await expect
    .poll(() => output(page).textContent())
    .toMatch(/^# ignored options for 'warrior-dockerfile'\n# --detach\n/);
  await expect(output(page)).toContainText('      - DOWNLOADER=your name\n    container_name: archiveteam-warrior');
  const notes = page.getByRole('status').filter({ hasText: 'Notes from the converter' });
  await expect(notes).toContainText("ignored options for 'warrior-dockerfile'");
  await expect(notes).toContainText('--detach');

  // The compose format and the indent size change the file, and the address keeps them.
  await command(page).fill('docker run -p 80:80 nginx');
  await chooseOption(page, 'Compose format', 'v3.x');
  await page.getByLabel('Indent size', { exact: true }).fill('4');
  await expectOutput(
    page,
    'version: "3"',
    'services:',
    '    nginx:',
    '        ports:',
    '            - 80:80',
    '        image: nginx',
  );
  await expect(page).toHaveURL(/format=v3x/);
  await chooseOption(page, 'Compose format', 'Latest (Compose Specification)');
  await page.getByLabel('Indent size', { exact: true }).fill('2');

  // Merged into an existing compose file, and downloaded as docker-compose.yml.
  await command(page).fill('docker run nginx');
  await existing(page).fill('services:\n  db:\n    image: postgres');
  const expected = [
    'name: <your project name>',
    'services:',
    '  db:',
    '    image: postgres',
    '  nginx:',
    '    image: nginx',
  ];
  await expectOutput(page, ...expected);
  const [file] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
  expect(file.suggestedFilename()).toBe('docker-compose.yml');
  expect(await readFile(await file.path(), 'utf8')).toBe(expected.join('\n'));

  // A command that cannot be converted: the reason under it, the command kept, no output.
  await command(page).fill('ls -la');
  await expect(errorOf(page, command(page))).toHaveText(
    'Unable to convert: must have at least a valid docker/podman run/create/service create/container run command',
  );
  await expect(command(page)).toHaveValue('ls -la');
  await expectOutput(page);
  await expect(download(page)).toBeDisabled();
  await command(page).fill('');
  await expect(errorOf(page, command(page))).toHaveCount(0);
  await expectOutput(page);
});
