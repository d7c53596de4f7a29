import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import { defaultEditorHtml, editorStorageKey } from './html-wysiwyg-editor';
import type words from './locales/en.json';

export const htmlFormat = operationOf<typeof words>()({
  id: 'html-wysiwyg-format',
  description: 'description',
  input: textInput('html', 'html'),
  fields: {
    // The editor's document, remembered as the reference does (same key). It is sanitised before
    // the editor loads it, whether it comes from storage, a link or the page.
    html: textField(defaultEditorHtml, { persist: true, storageKey: editorStorageKey, label: 'html.label' }),
    source: textField('', { label: 'source.label' }),
    textColor: textField('#e03131', { label: 'toolbar.textColour' }),
  },
  output: { kind: 'html', label: 'output.label' },
  // Prettier loads when the operation runs (in the worker), never with the page.
  run: async (html) => ok(await (await import('./format-html')).formatHtml(html)),
  // The spec's other examples go through the editor's schema, which needs a DOM: the jsdom unit
  // test (html-wysiwyg-editor.test.ts) checks them.
  examples: [
    {
      name: 'examples.default',
      input: defaultEditorHtml,
      output: '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>\n',
    },
    { input: '<p>a<br>b</p><hr>', output: '<p>a<br />b</p>\n<hr />\n' },
  ],
});

export const operations = toolOperations(htmlFormat);
