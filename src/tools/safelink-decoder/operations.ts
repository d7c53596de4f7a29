import { message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type Note } from '../../lib/operation/operation';
import { ok, type Ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { decodeLinksInText, decodeSafelink } from './safelink-decoder';

const operation = operationOf<typeof words>();

const docsLink =
  'https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fdocs.example.com%2Fguide%3Fv%3D2%26lang%3Den&data=05%7C02%7Cme%40example.com%7Cabcdef%7C0%7C0%7C638000000000000000%7CUnknown&sdata=Zm9vYmFy%3D&reserved=0';
const intranetLink =
  'https://nam12.safelinks.protection.outlook.com/?url=http%3A%2F%2Fintranet.local%3A8080%2Fpath%20with%20space&data=x&reserved=0';

// Nothing is stored (the spec); both texts are linkable like any other input.
export const safelinkDecode = operation({
  id: 'safelink-decode',
  description: 'decode.description',
  input: textInput('safelink', 'url'),
  fields: { url: textField('', { label: 'decode.input.label' }) },
  output: { kind: 'url', label: 'decode.output.label' },
  run: (url) => decodeSafelink(url),
  examples: [
    { name: 'examples.outlook', input: docsLink, output: 'https://docs.example.com/guide?v=2&lang=en' },
    { name: 'examples.spaceInPath', input: intranetLink, output: 'http://intranet.local:8080/path with space' },
    { name: 'examples.notSafelink', input: 'https://google.com', error: 'errors.notSafelink' },
  ],
});

export const safelinkDecodeText = operation({
  id: 'safelink-decode-text',
  description: 'decodeText.description',
  input: textInput('text', 'text'),
  fields: { text: textField('', { label: 'decodeText.input.label' }) },
  output: { kind: 'text', label: 'decodeText.output.label' },
  // Never fails: a link it cannot unwrap stays as it is.
  run: (text): Ok<string> & { notes?: Note[] } => {
    // Blank text has no link to count.
    if (text.trim() === '') return ok(text);
    const decoded = decodeLinksInText(text);
    return { ...ok(decoded.text), notes: [message('notes.decoded', { count: decoded.count })] };
  },
  examples: [
    {
      name: 'examples.emailBody',
      input: `See the guide: ${docsLink}.\nIntranet <${intranetLink}>`,
      output:
        'See the guide: https://docs.example.com/guide?v=2&lang=en.\nIntranet <http://intranet.local:8080/path with space>',
      notes: ['notes.decoded'],
    },
  ],
});

export const operations = toolOperations(safelinkDecode, safelinkDecodeText);
