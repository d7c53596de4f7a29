// Scaffolds a tool folder and its registry entry: npm run new-tool <slug> [category]
// Every tool starts from the same shape; fill in the logic, the page and the tests.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [slug, category = 'development'] = process.argv.slice(2);
if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
  console.error('Usage: npm run new-tool <slug> [category]   (slug in kebab-case, e.g. url-encoder)');
  process.exit(1);
}

const toolsDir = join(import.meta.dirname, '..', 'src', 'tools');
const dir = join(toolsDir, slug);
if (existsSync(dir)) {
  console.error(`src/tools/${slug} already exists.`);
  process.exit(1);
}

const words = slug.split('-');
const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
const camel = pascal[0].toLowerCase() + pascal.slice(1);
const title = words.join(' ').replace(/^./, (c) => c.toUpperCase());
const today = new Date().toISOString().slice(0, 10);

const files = {
  'index.ts': `import { defineTool } from '../tool';

export const tool = defineTool({
  slug: '${slug}',
  name: '${title}',
  description: 'Describe what ${title.toLowerCase()} does in one sentence.',
  keywords: [${words.map((word) => `'${word}'`).join(', ')}],
  category: '${category}',
  icon: 'tool',
  createdAt: '${today}',
  component: () => import('./${pascal}'),
});
`,
  [`${slug}.ts`]: `export function ${camel}(input: string): string {
  return input;
}
`,
  [`${slug}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${camel} } from './${slug}';

describe('${camel}', () => {
  it.each([['input', 'input']])('%s gives %s', (input, expected) => {
    expect(${camel}(input)).toBe(expected);
  });
});
`,
  [`${pascal}.tsx`]: `import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { ${camel} } from './${slug}';

const fields = defineFields({ input: textField('', { persist: true }) });

export default function ${pascal}() {
  const [state, set] = useToolState('${slug}', fields);
  return (
    <Card>
      <InputText label="Input" multiline value={state.input} onChange={(value) => set('input', value)} />
      <CopyableField label="Output" value={${camel}(state.input)} />
    </Card>
  );
}
`,
  [`${slug}.e2e.ts`]: `import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'Input', exact: true });

test('${title}', async ({ page }) => {
  await openPage(page, '/${slug}', input);
  await input(page).fill('input');
  await expect(page.getByRole('textbox', { name: 'Output', exact: true })).toHaveValue('input');
});
`,
};

mkdirSync(dir);
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

const registryPath = join(toolsDir, 'index.ts');
const registry = readFileSync(registryPath, 'utf8')
  .replace(/(import \{ tool as [^\n]+\n)(?!import \{ tool as)/, `$1import { tool as ${camel} } from './${slug}';\n`)
  .replace(/\n\];/, `\n  ${camel},\n];`);
writeFileSync(registryPath, registry);
console.log(`Created src/tools/${slug}/ and registered it; move its registry line into its category's place.`);
