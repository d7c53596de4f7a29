import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { chosenModel, countWith } from './count';
import { countFields, decodeFields } from './fields';
import type words from './locales/en.json';
import { decodeTokenIds, parseTokenIds } from './tokens';
import { loadVocabulary } from './vocabulary';

const sample = 'Grüße aus Köln — 日本語のテキスト';
const counted = (fields: Record<string, unknown>) => `${JSON.stringify(fields, null, 2)}`;

export const countLlmTokens = operationOf<typeof words>()({
  id: 'llm-tokens-count',
  description: 'descriptions.count',
  input: textInput('text', 'text'),
  fields: countFields,
  output: { kind: 'json', label: 'tiles.tokens' },
  run: async (text, options): Promise<OperationResult<string>> => {
    const model = chosenModel(options);
    if (!model.ok) return model;
    const { tokenizer, tokens, characters, words, ids } = await countWith(model.value.encoding, text);
    return ok(counted({ encoding: tokenizer, tokens, characters, words, ...(options.ids && ids ? { ids } : {}) }));
  },
  examples: [
    {
      name: 'examples.sample',
      input: sample,
      output: counted({ encoding: 'o200k_base', tokens: 12, characters: 25, words: 5 }),
    },
    {
      name: 'examples.gpt4',
      input: sample,
      options: { model: 'gpt-4' },
      output: counted({ encoding: 'cl100k_base', tokens: 15, characters: 25, words: 5 }),
    },
    {
      input: sample,
      options: { model: 'claude-haiku' },
      output: counted({ encoding: 'estimate', tokens: 7, characters: 25, words: 5 }),
    },
    {
      name: 'examples.ids',
      input: 'Hello, world!',
      options: { ids: true },
      output: counted({ encoding: 'o200k_base', tokens: 4, characters: 13, words: 2, ids: [13225, 11, 2375, 0] }),
    },
    {
      input: 'Hello, world!',
      options: { ids: true, model: 'custom', encoding: 'cl100k_base' },
      output: counted({ encoding: 'cl100k_base', tokens: 4, characters: 13, words: 2, ids: [9906, 11, 1917, 0] }),
    },
    {
      name: 'examples.special',
      input: 'Text with <|endoftext|> inside',
      options: { ids: true },
      output: counted({
        encoding: 'o200k_base',
        tokens: 10,
        characters: 30,
        words: 4,
        ids: [1279, 483, 464, 91, 419, 1440, 919, 91, 29, 6772],
      }),
    },
    {
      input: '🚀🚀🚀',
      options: { model: 'gpt-4' },
      output: counted({ encoding: 'cl100k_base', tokens: 9, characters: 3, words: 1 }),
    },
    { input: sample, options: { model: 'custom', contextWindow: '0' }, error: 'errors.contextWindow' },
  ],
});

export const decodeLlmTokens = operationOf<typeof words>()({
  id: 'llm-tokens-decode',
  description: 'descriptions.decode',
  input: textInput('text', 'tokenIds'),
  fields: decodeFields,
  output: { kind: 'text', label: 'decode.output' },
  run: async (text, { vocabulary }): Promise<OperationResult<string>> => {
    const ids = parseTokenIds(text);
    return ids.ok ? decodeTokenIds(await loadVocabulary(vocabulary), ids.value) : ids;
  },
  examples: [
    { name: 'examples.decode', input: '[3193, 572, 13153, 3976, 85686]', output: 'Grüße aus Köln' },
    { input: '112927', output: '\uFFFD' },
    { input: '13225, 11, 199998', error: 'errors.unknownId' },
    { input: '12 x', error: 'errors.idsFormat' },
  ],
});

export const operations = toolOperations(countLlmTokens, decodeLlmTokens);
