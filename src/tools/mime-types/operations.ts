import { loadMimeRegistry } from '../../lib/mime-types/load-registry';
import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { filterMimeTypes, lookUpExtension } from './mime-types';

const operation = operationOf<typeof words>();

// Each run loads the registry (once): the page has its own, loaded as text by the bundler.
export const mimeTypeExtensions = operation({
  id: 'mime-type-extensions',
  description: 'toExtensions.description',
  input: textInput('mime-type', 'mimeType'),
  fields: { mimeType: textField('', { label: 'toExtensions.input.label' }) },
  output: { kind: 'text', label: 'toExtensions.output.label' },
  // One `.ext` per line, in the database's order.
  run: async (mimeType) => {
    if (mimeType.trim() === '') return ok('');
    const extensions = (await loadMimeRegistry()).extensionsOf(mimeType.trim().toLowerCase());
    if (!extensions) return failure('errors.unknownType');
    return ok(extensions.map((extension) => `.${extension}`).join('\n'));
  },
  examples: [
    { name: 'examples.pdf', input: 'application/pdf', output: '.pdf' },
    { name: 'examples.jpeg', input: 'image/jpeg', output: '.jpg\n.jpeg\n.jpe' },
  ],
});

export const mimeTypeOfExtension = operation({
  id: 'mime-type-of-extension',
  description: 'toType.description',
  input: textInput('text', 'extension'),
  fields: { extension: textField('', { label: 'toType.input.label' }) },
  output: { kind: 'mime-type', label: 'toType.output.label' },
  run: async (extension) => {
    const found = lookUpExtension(await loadMimeRegistry(), extension);
    if (!found) return ok('');
    return found.ok ? ok(found.value.type) : found;
  },
  examples: [
    {
      name: 'examples.docx',
      input: 'docx',
      output: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { name: 'examples.js', input: 'js', output: 'text/javascript' },
    { input: 'unknownext', error: 'errors.unknownExtension' },
  ],
});

export const mimeTypesFilter = operation({
  id: 'mime-types-filter',
  description: 'table.description',
  input: textInput('text', 'filter'),
  fields: { filter: textField('', { label: 'table.filter.label' }) },
  output: { kind: 'text', label: 'table.output.label' },
  // One line per type: the type, then its extensions.
  run: async (filter) => {
    const types = filterMimeTypes((await loadMimeRegistry()).types, filter);
    return ok(
      types.map((info) => [info.type, ...info.extensions.map((extension) => `.${extension}`)].join(' ')).join('\n'),
    );
  },
  examples: [{ name: 'examples.epub', input: 'epub', output: 'application/epub+zip .epub' }],
});

export const operations = toolOperations(mimeTypeExtensions, mimeTypeOfExtension, mimeTypesFilter);
