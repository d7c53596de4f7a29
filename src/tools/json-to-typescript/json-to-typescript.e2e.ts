import type { Page } from '@playwright/test';
import { formatConverter } from '../../../e2e/format-converter';
import { chooseOption, expect, test } from '../../../e2e/test';
import { profileSample, profileTypes, usersSample, usersTypes } from './samples';

const outputChoice = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Output', exact: true }).getByRole('radio', { name, exact: true });

async function chooseOutput(page: Page, name: string) {
  await page.getByRole('radiogroup', { name: 'Output', exact: true }).getByText(name, { exact: true }).click();
  await expect(outputChoice(page, name)).toBeChecked();
}

// Every option's output is checked by the unit tests; here, that each control reaches the converter.
test('converts as you type into TypeScript, JSON Schema and Zod; options reach the output, the link and storage', async ({
  page,
}) => {
  const typescript = formatConverter(page, { input: 'JSON', output: 'TypeScript' });
  await typescript.open('/json-to-typescript');
  await expect(typescript.input).toHaveAttribute('placeholder', 'Paste JSON here...');
  await expect(page.getByLabel('Root type name', { exact: true })).toHaveValue('Root');
  await expect(outputChoice(page, 'TypeScript')).toBeChecked();

  await typescript.input.fill('{"a": }');
  await expect(typescript.error).toHaveText('Provided JSON is not valid.');
  await typescript.expectOutput('');
  await typescript.input.fill(usersSample);
  await expect(typescript.error).toHaveCount(0);
  await typescript.expectOutput(usersTypes);

  // JSON Schema: its own label and file, no TypeScript options.
  await chooseOutput(page, 'JSON Schema');
  const jsonSchema = formatConverter(page, { input: 'JSON', output: 'JSON Schema' });
  await expect
    .poll(async () => JSON.parse((await jsonSchema.output.textContent()) ?? '') as unknown)
    .toMatchObject({
      title: 'Root',
      type: 'array',
      items: { $ref: '#/$defs/RootItem' },
    });
  await expect(page.getByRole('combobox', { name: 'Declaration', exact: true })).toHaveCount(0);
  const [file] = await Promise.all([page.waitForEvent('download'), jsonSchema.downloadButton.click()]);
  expect(file.suggestedFilename()).toBe('json-to-typescript.schema.json');

  // Zod, without export.
  await chooseOutput(page, 'Zod');
  const zod = formatConverter(page, { input: 'JSON', output: 'Zod schema' });
  await page.getByRole('switch', { name: 'Export declarations', exact: true }).click();
  await expect.poll(() => zod.output.textContent()).toContain('\nconst RootSchema = z.array(RootItemSchema);\n');

  // TypeScript with every option of example 3.
  await chooseOutput(page, 'TypeScript');
  await page.getByRole('switch', { name: 'Export declarations', exact: true }).click();
  await page.getByLabel('Root type name', { exact: true }).fill('user');
  await chooseOption(page, 'Declaration', 'type');
  await chooseOption(page, 'Optional fields', 'key?: T | undefined');
  await page.getByRole('switch', { name: 'Read-only properties', exact: true }).click();
  await typescript.input.fill(profileSample);
  await typescript.expectOutput(profileTypes);
  await expect(page).toHaveURL(/readonly=true/);
  expect(page.url()).not.toContain('user_id');

  // The options are remembered; the JSON stays in the page only.
  await page.goto('/json-to-typescript');
  await expect(page.getByLabel('Root type name', { exact: true })).toHaveValue('user');
  await expect(page.getByRole('switch', { name: 'Read-only properties', exact: true })).toBeChecked();
  await expect(typescript.input).toHaveValue('');
  await typescript.input.fill(profileSample);
  await typescript.expectOutput(profileTypes);
});
