import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { textStatistics } from './text-statistics';

export const textStatisticsCount = operationOf<typeof words>()({
  id: 'text-statistics',
  input: textInput('text', 'text'),
  fields: { text: textField('', { label: 'input.label' }) },
  outputs: {
    characters: { kind: 'integer', label: 'stats.characters' },
    words: { kind: 'integer', label: 'stats.words' },
    lines: { kind: 'integer', label: 'stats.lines' },
    byteSize: { kind: 'text', label: 'stats.byteSize' },
    charactersWithoutSpaces: { kind: 'integer', label: 'stats.charactersWithoutSpaces' },
    uniqueWords: { kind: 'integer', label: 'stats.uniqueWords' },
    sentences: { kind: 'integer', label: 'stats.sentences' },
    paragraphs: { kind: 'integer', label: 'stats.paragraphs' },
    letters: { kind: 'integer', label: 'stats.letters' },
    digits: { kind: 'integer', label: 'stats.digits' },
    punctuation: { kind: 'integer', label: 'stats.punctuation' },
    readingTime: { kind: 'text', label: 'stats.readingTime' },
    topWords: { kind: 'json', label: 'stats.topWords' },
  },
  run: (text) => ok(textStatistics(text)),
  examples: [
    {
      name: 'examples.lines',
      input: 'Hello world\nSecond line here\n',
      output: { characters: 29, words: 5, lines: 3, byteSize: '29 Bytes' },
    },
    {
      name: 'examples.padding',
      input: '  padded   text  ',
      output: { characters: 17, words: 2, lines: 1, byteSize: '17 Bytes' },
    },
  ],
});

export const operations = toolOperations(textStatisticsCount);
