// `npm run operations`: every operation of every tool, read from the tools' declarations
// (src/tools/<slug>/operations.ts) as the command line and the example tests read them: its kinds,
// its options (type, default, choices, limits, label) and how many examples it has; a tool without
// operations says why. Loads the TypeScript through Vite, as the unit tests do.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const root = join(import.meta.dirname, '..');
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { middlewareMode: true, hmr: false, ws: false },
});

try {
  const { tools } = await server.ssrLoadModule('/src/tools/index.ts');
  const { toolWords } = await server.ssrLoadModule('/src/i18n/tool-words.ts');
  const shell = await server.ssrLoadModule('/src/locales/en.json');
  const totals = { operations: 0, examples: 0, reasons: 0, missing: [] };
  const kinds = new Set();
  const lines = [];
  for (const tool of tools) {
    const folder = `/src/tools/${tool.slug}`;
    if (!existsSync(join(root, folder, 'operations.ts'))) {
      totals.missing.push(tool.slug);
      continue;
    }
    const declared = (await server.ssrLoadModule(`${folder}/operations.ts`)).operations;
    const words = toolWords((await server.ssrLoadModule(`${folder}/locales/en.json`)).default);
    const name = shell.default.tools?.[tool.slug]?.name ?? tool.name;
    lines.push('', `${tool.slug} — ${name}`);
    if ('reason' in declared) {
      totals.reasons += 1;
      lines.push(`  no operation: ${words.text(declared.reason)}`);
      continue;
    }
    for (const operation of declared.list) {
      totals.operations += 1;
      totals.examples += operation.examples.length;
      const outputs = operation.output ? [operation.output] : Object.values(operation.outputs ?? {});
      for (const kind of [operation.input.kind, ...outputs.map((output) => output.kind)]) kinds.add(kind);
      const browserOnly = operation.browserOnly ? `  (browser only: ${words.text(operation.browserOnly)})` : '';
      lines.push(
        `  ${operation.id.padEnd(24)} ${operation.input.kind} → ${outputs.map((output) => output.kind).join(', ')}` +
          `   ${operation.examples.length} example${operation.examples.length === 1 ? '' : 's'}${browserOnly}`,
      );
      for (const [field, declaration] of Object.entries(operation.fields)) {
        if (field === operation.input.field) continue;
        lines.push(`      --${field.padEnd(22)} ${shapeText(declaration)}  ${words.text(declaration.label ?? field)}`);
      }
    }
  }
  console.log(lines.join('\n'));
  console.log(
    `\n${totals.operations} operations in ${tools.length - totals.missing.length - totals.reasons} tools, ` +
      `${totals.reasons} tools with nothing to compute, ${totals.examples} examples, ${kinds.size} kinds in use.`,
  );
  if (totals.missing.length) {
    console.log(`No declaration yet: ${totals.missing.join(', ')}.`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
}

/** A field's type, default and limits, as `--help` shows them. */
function shapeText(field) {
  const shape = field.shape;
  const shown = (value) => (shape.type === 'text' ? JSON.stringify(field.format(value)) : field.format(value));
  const extra = [];
  if (shape.type === 'choice') extra.push(`one of ${shape.choices.join('|')}`);
  if (shape.type === 'integer' || shape.type === 'range')
    extra.push(
      `${shape.min === Number.MIN_SAFE_INTEGER ? '…' : shape.min}–${shape.max === Number.MAX_SAFE_INTEGER ? '…' : shape.max}`,
    );
  if (field.sensitive) extra.push('sensitive');
  return `${shape.type}, default ${shown(field.defaultValue)}${extra.length ? `, ${extra.join(', ')}` : ''}`.padEnd(44);
}
