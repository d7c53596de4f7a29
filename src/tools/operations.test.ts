import { describe, expect, it } from 'vitest';
import { meetsExpectation } from '../lib/operation/expected';
import type { AnyOperation, ToolOperations } from '../lib/operation/operation';
import { operationWordKeys } from '../lib/operation/words';
import { runOperation } from '../lib/operation/run';
import type { Messages } from '../i18n/translate';
import { commonWords } from '../lib/words/common';
import { tools } from './index';

// Every tool's operations, as the command line and the example tests find them: `operations.ts`
// in its folder, beside its English catalogue.
const declarations = import.meta.glob<ToolOperations>('./*/operations.ts', { eager: true, import: 'operations' });
const catalogues = import.meta.glob<Messages>('./*/locales/en.json', { eager: true, import: 'default' });

const operationsOf = (slug: string) => declarations[`./${slug}/operations.ts`];
const catalogueOf = (slug: string): Messages => ({ ...catalogues[`./${slug}/locales/en.json`], common: commonWords });

function hasText(messages: Messages, key: string): boolean {
  let node: Messages | string | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'string') return true;
  // A plural key: its forms are `key_one`, `key_other`.
  const parent = key.split('.').slice(0, -1);
  let holder: Messages | string | undefined = messages;
  for (const part of parent) holder = typeof holder === 'object' ? holder[part] : undefined;
  return typeof holder === 'object' && typeof holder[`${key.split('.').at(-1)}_other`] === 'string';
}

const computing = tools.filter((tool) => {
  const declared = operationsOf(tool.slug);
  return declared !== undefined && 'list' in declared;
});

// An operation's first example pays for loading its library (mathjs, sql-formatter…), on a busy machine too.
const exampleTimeoutMs = 30_000;

describe('operations', () => {
  it.each(tools.map((tool) => tool.slug))('%s declares its operations, or why it has none', (slug) => {
    const declared = operationsOf(slug);
    expect(declared, `src/tools/${slug}/operations.ts exports no \`operations\``).toBeDefined();
    if ('reason' in declared) expect(hasText(catalogueOf(slug), declared.reason), declared.reason).toBe(true);
    else expect(declared.list.length).toBeGreaterThan(0);
  });

  it('gives every operation its own id', () => {
    const ids = computing.flatMap((tool) =>
      (operationsOf(tool.slug) as { list: AnyOperation[] }).list.map((op) => op.id),
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const tool of computing) {
    const { list } = operationsOf(tool.slug) as { list: readonly AnyOperation[] };
    const catalogue = catalogueOf(tool.slug);
    describe(tool.slug, () => {
      for (const operation of list) {
        it(`${operation.id}: every word it names is in the catalogue`, () => {
          const missing = operationWordKeys(operation).filter((key) => !hasText(catalogue, key));
          expect(missing).toEqual([]);
        });

        it(`${operation.id}: has examples`, () => {
          expect(operation.examples.length).toBeGreaterThan(0);
        });

        it.each(operation.examples.map((example, index) => [index + 1, example] as const))(
          `${operation.id}: example %i`,
          async (_index, example) => {
            const result = await runOperation(operation, example.input, example.options);
            if (example.error !== undefined) {
              expect(result.ok ? result.value : result.error.code).toBe(example.error);
              return;
            }
            if (!result.ok) expect.fail(`failed with ${JSON.stringify(result.error)}`);
            if (!meetsExpectation(result.value, example.output)) expect(result.value).toEqual(example.output);
            expect((result.notes ?? []).map((note) => note.code)).toEqual(example.notes ?? []);
          },
          exampleTimeoutMs,
        );
      }
    });
  }
});
