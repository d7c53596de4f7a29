import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { maxSeparatorLength, slugifyText } from './slugify-string';

export const maxSlugLength = 10_000;

export const slugifyString = operationOf<typeof words>()({
  id: 'slugify',
  input: textInput('text', 'text'),
  fields: {
    text: textField('', { label: 'text.label' }),
    separator: textField('-', {
      pattern: new RegExp(`^.{0,${maxSeparatorLength}}$`, 'su'),
      label: 'separator.label',
      help: 'separator.help',
    }),
    lowercase: booleanField(true, { label: 'lowercase' }),
    splitCamelCase: booleanField(true, { label: 'splitCamelCase' }),
    perLine: booleanField(false, { label: 'perLine' }),
    maxLength: integerField(0, { min: 0, max: maxSlugLength, label: 'maxLength.label', help: 'maxLength.help' }),
  },
  output: { kind: 'text', label: 'slug.label' },
  run: (text, options) => slugifyText(text, options),
  examples: [
    { name: 'examples.path', input: 'My file path', output: 'my-file-path' },
    { name: 'examples.accents', input: 'Déjà Vu & Friends', output: 'deja-vu-and-friends' },
    { name: 'examples.camelCase', input: 'fooBar 123 $#%', output: 'foo-bar-123' },
    { name: 'examples.nothingLeft', input: '你好世界', output: '', notes: ['notes.nothingLeft'] },
  ],
});

export const operations = toolOperations(slugifyString);
