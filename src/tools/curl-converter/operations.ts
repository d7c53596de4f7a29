import { failure, message } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import { defaultLanguage, languages, type Language } from './languages';
import type words from './locales/en.json';

export const defaultCommand =
  `curl -X POST https://api.example.com/v1/items -H 'Content-Type: application/json' ` +
  `-H 'Authorization: Bearer abc123' -d '{"name":"widget","qty":2}'`;

/** A request as a browser's "Copy as cURL (bash)" writes it (the spec's example 2). */
export const browserCopy = [
  "curl 'https://example.com/api/search?q=jq&page=2' \\",
  "  -H 'accept: application/json' \\",
  "  -H 'cookie: session=abc; theme=dark' \\",
  "  -H 'user-agent: Mozilla/5.0' \\",
  '  --compressed',
].join('\n');
const formUpload = "curl -k -F 'file=@photo.jpg' -F note=hi https://api.example.com/upload";
const basicAuth = 'curl -u alice:s3cret https://api.example.com/me';
const ansiQuoted = `curl 'https://example.com/api' -H 'accept: application/json' --data-raw $'{"note":"it\\'s"}' --compressed`;

const lines = (...text: string[]) => `${text.join('\n')}\n`;

/** The code of the default command in the default language: the page shows it without waiting for the converter. */
export const defaultLanguageCode = lines(
  'import requests',
  '',
  'headers = {',
  "    'Content-Type': 'application/json',",
  "    'Authorization': 'Bearer abc123',",
  '}',
  '',
  'json_data = {',
  "    'name': 'widget',",
  "    'qty': 2,",
  '}',
  '',
  "response = requests.post('https://api.example.com/v1/items', headers=headers, json=json_data)",
  '',
  '# Note: json_data will not be serialized by requests',
  '# exactly as it was in the original request.',
  `#data = '{"name":"widget","qty":2}'`,
  "#response = requests.post('https://api.example.com/v1/items', headers=headers, data=data)",
);

export const curlToCode = operationOf<typeof words>()({
  id: 'curl-to-code',
  input: textInput('text', 'command'),
  fields: {
    // Commands carry tokens, cookies and passwords: in the page only.
    command: textField(defaultCommand, { label: 'command.label', sensitive: true }),
    language: choiceField<Language>(defaultLanguage, languages, {
      label: 'language.label',
      persist: true,
      choiceLabels: Object.fromEntries(languages.map((language) => [language, `language.${language}`])),
    }),
  },
  output: { kind: 'code', label: 'code.label' },
  run: async (command, { language }): Promise<OperationResult<string>> => {
    const { convertCurl, bashParserReady } = await import('./curl-converter');
    await bashParserReady;
    const result = convertCurl(command, language);
    if (!result.ok)
      return result.error.kind === 'windowsCmd'
        ? failure('errors.windowsCmd')
        : failure('errors.cannotConvert', { detail: result.error.message });
    const { code, warnings } = result.value;
    const notes = warnings.map((detail) => ({ ...message('notes.warning', { detail }), warning: true }));
    return notes.length > 0 ? { ...ok(code), notes } : ok(code);
  },
  examples: [
    { name: 'examples.python', input: defaultCommand, output: defaultLanguageCode },
    {
      name: 'examples.javascript',
      input: defaultCommand,
      options: { language: 'javascript' },
      output: lines(
        "fetch('https://api.example.com/v1/items', {",
        "  method: 'POST',",
        '  headers: {',
        "    'Content-Type': 'application/json',",
        "    'Authorization': 'Bearer abc123'",
        '  },',
        '  body: JSON.stringify({',
        "    'name': 'widget',",
        "    'qty': 2",
        '  })',
        '});',
      ),
    },
    {
      name: 'examples.httpie',
      input: defaultCommand,
      options: { language: 'httpie' },
      output: lines(
        'https api.example.com/v1/items \\',
        '  Content-Type:application/json \\',
        '  "Authorization:Bearer abc123" \\',
        '  name=widget \\',
        '  qty:=2',
      ),
    },
    {
      name: 'examples.multiline',
      input: defaultCommand,
      options: { language: 'curl' },
      output: lines(
        'curl https://api.example.com/v1/items \\',
        "  -H 'Content-Type: application/json' \\",
        "  -H 'Authorization: Bearer abc123' \\",
        `  --data-raw '{"name":"widget","qty":2}'`,
      ),
    },
    {
      name: 'examples.browserCopy',
      input: browserCopy,
      options: { language: 'python' },
      output: lines(
        'import requests',
        '',
        'cookies = {',
        "    'session': 'abc',",
        "    'theme': 'dark',",
        '}',
        '',
        'headers = {',
        "    'accept': 'application/json',",
        "    # 'cookie': 'session=abc; theme=dark',",
        "    'user-agent': 'Mozilla/5.0',",
        '}',
        '',
        'params = {',
        "    'q': 'jq',",
        "    'page': '2',",
        '}',
        '',
        "response = requests.get('https://example.com/api/search', params=params, cookies=cookies, headers=headers)",
      ),
      notes: ['notes.warning'],
    },
    { input: browserCopy, options: { language: 'curl' }, output: `${browserCopy}\n` },
    {
      name: 'examples.formUpload',
      input: formUpload,
      options: { language: 'javascript' },
      output: lines(
        'const form = new FormData();',
        "form.append('file', File(['<data goes here>'], 'photo.jpg'));",
        "form.append('note', 'hi');",
        '',
        "fetch('https://api.example.com/upload', {",
        "  method: 'POST',",
        '  body: form',
        '});',
      ),
      notes: ['notes.warning', 'notes.warning'],
    },
    {
      // A random multipart boundary, new at every conversion.
      input: formUpload,
      options: { language: 'http' },
      output: { matches: /^POST \/upload HTTP\/1\.1\nHost: api\.example\.com\n[\s\S]*boundary=-{24}[0-9a-f]{16}\n/ },
      notes: ['notes.warning'],
    },
    {
      name: 'examples.basicAuth',
      input: basicAuth,
      options: { language: 'python' },
      output: lines(
        'import requests',
        '',
        "response = requests.get('https://api.example.com/me', auth=('alice', 's3cret'))",
      ),
    },
    {
      name: 'examples.quotes',
      input: ansiQuoted,
      options: { language: 'curl' },
      output: lines(
        'curl https://example.com/api \\',
        "  -H 'accept: application/json' \\",
        `  --data-raw '{"note":"it'\\''s"}' \\`,
        '  --compressed',
      ),
    },
    { input: "curl -H 'Accept: application/json'", error: 'errors.cannotConvert' },
    { input: 'wget https://example.com', error: 'errors.cannotConvert' },
    { input: 'curl "https://example.com/api" ^\n  -H "accept: application/json"', error: 'errors.windowsCmd' },
  ],
});

export const operations = toolOperations(curlToCode);
