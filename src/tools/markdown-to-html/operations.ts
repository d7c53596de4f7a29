import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { booleanField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { convertMarkdownToHtml, defaultMarkdownOptions as defaults } from './markdown-to-html';

export const markdownToHtml = operationOf<typeof words>()({
  id: 'markdown-to-html',
  input: textInput('markdown', 'markdown'),
  fields: {
    markdown: textField('', { label: 'markdown.label' }),
    rawHtml: booleanField(defaults.rawHtml, { label: 'rawHtml.label' }),
    linkify: booleanField(defaults.linkify, { label: 'linkify.label' }),
    typographer: booleanField(defaults.typographer, { label: 'typographer.label' }),
    lineBreaks: booleanField(defaults.lineBreaks, { label: 'lineBreaks.label' }),
  },
  output: { kind: 'html', label: 'html.label' },
  run: (markdown, options) => convertMarkdownToHtml(markdown, options),
  examples: [
    { input: '# Hello', output: '<h1>Hello</h1>\n' },
    { input: '**bold** and _it_', output: '<p><strong>bold</strong> and <em>it</em></p>\n' },
    { input: '<b>raw</b>', output: '<p>&lt;b&gt;raw&lt;/b&gt;</p>\n' },
    { input: '- a\n- b', output: '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n' },
  ],
});

export const operations = toolOperations(markdownToHtml);
