// Scaffolds a tool folder and its registry entry: npm run new-tool <slug> [category]
// Every tool starts from the same shape (ARCHITECTURE: operations, kinds and words); fill in the
// logic, its declaration, the page, the words in every language and the tests.
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

// The words of a new tool, in English: the other languages start as copies, to be translated
// (the browser tests' language check fails until they are).
const englishWords = {
  input: { label: 'Your text' },
  output: { label: 'Result' },
  descriptions: { convert: `What ${title.toLowerCase()} gives for a text.` },
  examples: { hello: 'A greeting' },
};
const languages = ['en', 'de', 'es', 'fr', 'pt', 'ru', 'zh'];

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
  // The logic: pure, no React or DOM, the shared Result for what can fail.
  [`${slug}.ts`]: `import type { Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

export function ${camel}(input: string): Result<string, Message> {
  return ok(input);
}
`,
  // The declaration: what the page, the command line, "Send to…" and the example tests all read.
  'operations.ts': `import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { ${camel} } from './${slug}';

export const ${camel}Operation = operationOf<typeof words>()({
  id: '${slug}',
  description: 'descriptions.convert',
  input: textInput('text', 'input'),
  fields: { input: textField('', { label: 'input.label' }) },
  output: { kind: 'text', label: 'output.label' },
  run: (input): OperationResult<string> => ${camel}(input),
  examples: [{ name: 'examples.hello', input: 'hello', output: 'hello' }],
});

export const operations = toolOperations(${camel}Operation);
`,
  [`${slug}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${camel} } from './${slug}';

// The declared examples run in src/tools/operations.test.ts; here, the edge cases.
describe('${camel}', () => {
  it.each([['', '']])('%j gives %j', (input, expected) => {
    expect(${camel}(input)).toEqual({ ok: true, value: expected });
  });
});
`,
  [`${pascal}.tsx`]: `import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import words from './locales/en.json';
import { ${camel}Operation } from './operations';

export default function ${pascal}() {
  const { t, word } = useToolWords(words);
  const [{ input }, set] = useToolState('${slug}', ${camel}Operation.fields);
  const result = ${camel}Operation.run(input);
  return (
    <Card>
      <InputText
        label={t('input.label')}
        multiline
        value={input}
        onChange={(value) => set('input', value)}
        error={result.ok ? undefined : word(result.error)}
      />
      <CopyableField label={t('output.label')} value={result.ok ? result.value : ''} />
    </Card>
  );
}
`,
  [`${slug}.e2e.ts`]: `import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../../../e2e/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'Your text', exact: true });

test('${title}', async ({ page }) => {
  await openPage(page, '/${slug}', input);
  await input(page).fill('hello');
  await expect(page.getByRole('textbox', { name: 'Result', exact: true })).toHaveValue('hello');
});
`,
  ...Object.fromEntries(
    languages.map((language) => [`locales/${language}.json`, `${JSON.stringify(englishWords, null, 2)}\n`]),
  ),
};

mkdirSync(join(dir, 'locales'), { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

const registryPath = join(toolsDir, 'index.ts');
const registry = readFileSync(registryPath, 'utf8')
  .replace(/(import \{ tool as [^\n]+\n)(?!import \{ tool as)/, `$1import { tool as ${camel} } from './${slug}';\n`)
  .replace(/\n\];/, `\n  ${camel},\n];`);
writeFileSync(registryPath, registry);
console.log(
  `Created src/tools/${slug}/ and registered it. Next: move its registry line into its category's place, add its name and description to src/locales/<language>.json, translate locales/<language>.json, and run npm run readme -w it-tools-cli.`,
);
