import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import words from './locales/en.json';
import { defaultFlags, flagsText, formatMatch, regexLiteral, runRegex } from './regex-tester';

// Only the regex is remembered (the spec: `regex-tester:regex`); a link carries everything.
export const regexTest = operationOf<typeof words>()({
  id: 'regex-test',
  input: textInput('regex', 'regex'),
  fields: {
    regex: textField('', { persist: true, label: 'regex.label' }),
    global: booleanField(defaultFlags.global, { label: 'flags.global.label', help: 'flags.global.hint' }),
    ignoreCase: booleanField(defaultFlags.ignoreCase, {
      label: 'flags.ignoreCase.label',
      help: 'flags.ignoreCase.hint',
    }),
    multiline: booleanField(defaultFlags.multiline, { label: 'flags.multiline.label', help: 'flags.multiline.hint' }),
    dotAll: booleanField(defaultFlags.dotAll, { label: 'flags.dotAll.label', help: 'flags.dotAll.hint' }),
    unicode: booleanField(defaultFlags.unicode, { label: 'flags.unicode.label', help: 'flags.unicode.hint' }),
    unicodeSets: booleanField(defaultFlags.unicodeSets, {
      label: 'flags.unicodeSets.label',
      help: 'flags.unicodeSets.hint',
    }),
    text: textField('', { label: 'text.label' }),
    replacement: textField('', { label: 'substitution.label' }),
  },
  outputs: {
    matches: { kind: 'text', label: 'matches.label' },
    replaced: { kind: 'text', label: 'substitution.replaced' },
    code: { kind: 'code', label: 'code.label' },
  },
  run: (pattern, { text, replacement, ...flags }) => {
    if (pattern === '') return ok({ matches: '', replaced: text, code: '' });
    const result = runRegex({ pattern, flags: flagsText(flags), text, replacement });
    if (!result.ok) return err(result.error);
    const { matches, replaced, source } = result.value;
    return ok({
      // Outside the page, a group that did not take part reads in English.
      matches: matches.map((match) => formatMatch(match, words.matches.unmatched)).join('\n'),
      replaced,
      code: regexLiteral(source, result.value.flags),
    });
  },
  examples: [
    {
      name: 'examples.groups',
      input: '(?<key>[a-z]+)=(\\d+)',
      options: { text: 'a=1, bb=22' },
      output: {
        matches: [
          '0 | a=1 | "1" = a [0 - 1], "2" = 1 [2 - 3] | "key" = a [0 - 1]',
          '5 | bb=22 | "1" = bb [5 - 7], "2" = 22 [8 - 10] | "key" = bb [5 - 7]',
        ].join('\n'),
        code: 'const re = /(?<key>[a-z]+)=(\\d+)/gsu;',
      },
    },
    {
      name: 'examples.digits',
      input: '\\d+',
      options: { text: 'Order 66 shipped 3 items' },
      output: { matches: '6 | 66 |  | \n17 | 3 |  | ' },
    },
    { name: 'examples.invalid', input: '(', error: 'errors.invalid' },
  ],
});

export const operations = toolOperations(regexTest);
