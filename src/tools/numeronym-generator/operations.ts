import { message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { expandNumeronym, generateNumeronym } from './numeronym-generator';

export const numeronymGenerate = operationOf<typeof words>()({
  id: 'numeronym-generate',
  input: textInput('text', 'word'),
  fields: {
    word: textField('', { label: 'word.label' }),
    eachWord: booleanField(false, { label: 'eachWord' }),
  },
  output: { kind: 'text', label: 'numeronym.label' },
  run: (word, { eachWord }): OperationResult<string> => {
    const numeronym = generateNumeronym(word, eachWord);
    const expansion = expandNumeronym(word);
    // A known numeronym given as the word: what it stands for.
    if (expansion === undefined) return ok(numeronym);
    return { ...ok(numeronym), notes: [message('notes.known', { numeronym: word.trim(), words: expansion })] };
  },
  examples: [
    { name: 'examples.i18n', input: 'internationalization', output: 'i18n' },
    { name: 'examples.a11y', input: 'accessibility', output: 'a11y' },
    { name: 'examples.short', input: 'abc', output: 'abc' },
    { name: 'examples.four', input: 'abcd', output: 'a2d' },
    { name: 'examples.eachWord', input: 'hello world', options: { eachWord: true }, output: 'h3o w3d' },
    { name: 'examples.known', input: 'k8s', output: 'k8s', notes: ['notes.known'] },
  ],
});

export const operations = toolOperations(numeronymGenerate);
