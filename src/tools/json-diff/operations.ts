import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { lineAt, lineText, visibleLineIndexes } from './diff-lines';
import { compareJsonTexts, summary } from './json-diff';
import type words from './locales/en.json';

export const jsonDiff = operationOf<typeof words>()({
  id: 'json-diff',
  input: textInput('json', 'first'),
  fields: {
    // Kept for the tab (a reload keeps them), not across visits: documents can be private or large.
    first: textField('', { persist: 'session', label: 'first.label' }),
    second: textField('', { persist: 'session', label: 'second.label' }),
    onlyDifferences: booleanField(false, { label: 'onlyDifferences' }),
    ignoreArrayOrder: booleanField(false, { label: 'ignoreArrayOrder.label' }),
  },
  outputs: {
    diff: { kind: 'text', label: 'diff.label' },
    patch: { kind: 'json', label: 'patch.label' },
  },
  run: (first, { second, onlyDifferences, ignoreArrayOrder }) => {
    const { firstError, secondError, comparison } = compareJsonTexts({ first, second, ignoreArrayOrder });
    const error = firstError ?? secondError;
    if (error) return err(error);
    if (comparison === undefined) return ok({ diff: '', patch: '' });
    if (!comparison.ok) return comparison;
    const { identical, lines, patch } = comparison.value;
    const diff = identical
      ? ''
      : Array.from(visibleLineIndexes(lines, onlyDifferences), (index) => lineText(lineAt(lines, index))).join('\n');
    return { ok: true, value: { diff, patch }, notes: [summary(comparison.value)] };
  },
  examples: [
    {
      name: 'examples.changedAndAdded',
      input: '{"foo":"bar"}',
      options: { second: '{"foo":"buz","baz":"qux"}' },
      output: { diff: ['  {', '  ~ foo: "bar" → "buz",', '  + baz: "qux",', '  }'].join('\n') },
      notes: ['notes.summary'],
    },
    {
      name: 'examples.whitespace',
      input: '{"foo":"bar"}',
      options: { second: '{   "foo":  "bar" }  ' },
      output: { diff: '', patch: '[]' },
      notes: ['notes.identical'],
    },
    {
      name: 'examples.nested',
      input: '{"a":1,"b":{"c":[1,2,3],"d":null},"e":true}',
      options: { second: '{"a":1,"b":{"c":[1,3],"d":0},"f":"new"}' },
      output: {
        diff: [
          '  {',
          '    a: 1,',
          '    b: {',
          '      c: [',
          '        1,',
          '      ~ 2 → 3,',
          '      - 3,',
          '      ],',
          '    ~ d: null → 0,',
          '    },',
          '  - e: true,',
          '  + f: "new",',
          '  }',
        ].join('\n'),
      },
      notes: ['notes.summary'],
    },
    { input: '{"a":', options: { second: '{}' }, error: 'common.errors.invalidJson' },
  ],
});

export const operations = toolOperations(jsonDiff);
