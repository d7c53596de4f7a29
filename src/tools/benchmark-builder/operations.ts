import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField, type Field } from '../../lib/tool-state/fields';
import {
  bulletList,
  markdownTable,
  numberedSuites,
  rankSuites,
  readSuites,
  resultCells,
  resultsCsv,
  type Suite,
} from './benchmark-builder';
import words from './locales/en.json';

// The default suites are data (stored, and in links), so their names do not follow the language:
// the catalogue's English, "Suite 1" and "Suite 2".
const englishSuiteTitle = (number: number) => words.suite.newTitle.replace('{{number}}', String(number));
export const defaultSuites = numberedSuites(englishSuiteTitle, [
  ['5', '10'],
  ['8', '12'],
]);

/** The suites, remembered under the reference app's key `benchmark-builder:suites`. */
const suitesField: Field<Suite[]> = {
  persist: true,
  label: 'suites',
  shape: { type: 'data' },
  defaultValue: defaultSuites,
  parse: readSuites,
  format: (suites) => JSON.stringify(suites),
};

// The copies this operation gives are English, like every output outside the page; the page words
// them in its own language.
const headings = words.table.heading;

export const benchmarkCompare = operationOf<typeof words>()({
  id: 'benchmark-compare',
  description: 'description',
  input: noInput,
  fields: {
    suites: suitesField,
    unit: textField('', { persist: true, label: 'unit.label' }),
  },
  outputs: {
    markdown: { kind: 'markdown', label: 'output.markdown' },
    bullets: { kind: 'markdown', label: 'output.bullets' },
    csv: { kind: 'csv', label: 'output.csv' },
  },
  run: (_, { suites, unit }) => {
    const ranked = rankSuites(suites);
    const cells = ranked.map((row) => resultCells(row, unit));
    return ok({
      markdown: markdownTable(cells, headings),
      bullets: bulletList(cells, headings),
      csv: resultsCsv(ranked, unit, headings),
    });
  },
  examples: [
    {
      name: 'examples.defaults',
      input: undefined,
      output: {
        markdown: [
          '| Position | Suite | Samples | Mean | Variance |',
          '| --- | --- | --- | --- | --- |',
          '| 1 | Suite 1 | 2 | 7.5 | 6.25 |',
          '| 2 | Suite 2 | 2 | 10 (+2.5 ; x1.333) | 4 |',
        ].join('\n'),
      },
    },
    {
      name: 'examples.unit',
      input: undefined,
      options: { unit: 'ms' },
      output: {
        markdown: [
          '| Position | Suite | Samples | Mean | Variance |',
          '| --- | --- | --- | --- | --- |',
          '| 1 | Suite 1 | 2 | 7.5ms | 6.25ms² |',
          '| 2 | Suite 2 | 2 | 10ms (+2.5ms ; x1.333) | 4ms² |',
        ].join('\n'),
      },
    },
    {
      name: 'examples.ties',
      input: undefined,
      options: {
        suites: [
          { title: 'A', data: ['1', '2', '3', '4'] },
          { title: 'B', data: ['1', '2', '3', '4'] },
        ],
      },
      output: {
        markdown: [
          '| Position | Suite | Samples | Mean | Variance |',
          '| --- | --- | --- | --- | --- |',
          '| 1 | A | 4 | 2.5 | 1.25 |',
          '| 2 | B | 4 | 2.5 | 1.25 |',
        ].join('\n'),
      },
    },
  ],
});

export const operations = toolOperations(benchmarkCompare);
