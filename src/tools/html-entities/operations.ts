import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, textField } from '../../lib/tool-state/fields';
import { escapeHtml, unescapeHtml } from './html-entities';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

export const htmlEscape = operation({
  id: 'html-escape',
  description: 'escape.description',
  input: textInput('text', 'text'),
  fields: {
    text: textField('<title>IT Tool</title>', { label: 'escape.input.label' }),
    nonAscii: booleanField(false, { label: 'escape.nonAscii' }),
  },
  output: { kind: 'html-entities', label: 'escape.output.label' },
  run: (text, options) => ok(escapeHtml(text, options)),
  examples: [
    { input: '<title>IT Tool</title>', output: '&lt;title&gt;IT Tool&lt;/title&gt;' },
    { input: 'Tom & "Jerry" <b>it\'s</b>', output: 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;it&#39;s&lt;/b&gt;' },
    { input: 'café 😀 <b>', options: { nonAscii: true }, output: 'caf&#xE9; &#x1F600; &lt;b&gt;' },
  ],
});

export const htmlUnescape = operation({
  id: 'html-unescape',
  description: 'unescape.description',
  input: textInput('html-entities', 'escaped'),
  fields: { escaped: textField('&lt;title&gt;IT Tool&lt;/title&gt;', { label: 'unescape.input.label' }) },
  output: { kind: 'text', label: 'unescape.output.label' },
  run: (text) => ok(unescapeHtml(text)),
  examples: [{ input: '&quot;hi&quot; &amp;amp; &#39;x&#39;', output: '"hi" &amp; \'x\'' }],
});

export const operations = toolOperations(htmlEscape, htmlUnescape);
