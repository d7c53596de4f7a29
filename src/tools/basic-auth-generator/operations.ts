import { noInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import {
  authorizationHeader,
  basicAuthCredentials,
  colonInUsernameWarning,
  curlCommand,
  decodeBasicAuth,
} from './basic-auth-generator';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

const username = textField('', { label: 'username.label' });
// Credentials stay in the page: never in the address, history or storage.
const password = textField('', { sensitive: true, label: 'password.label' });

export const basicAuthEncode = operation({
  id: 'basic-auth-encode',
  description: 'encode.description',
  input: noInput,
  fields: { username, password },
  // The header by its name, `authorization`.
  outputs: {
    authorization: { kind: 'text', label: 'header.label' },
    credentials: { kind: 'base64', label: 'credentials.label' },
    curl: { kind: 'curl', label: 'curl.label' },
  },
  run: (_, values) => {
    const credentials = basicAuthCredentials(values.username, values.password);
    const value = { authorization: authorizationHeader(credentials), credentials, curl: curlCommand(credentials) };
    const warning = colonInUsernameWarning(values.username);
    return warning ? { ok: true, value, notes: [warning] } : ok(value);
  },
  examples: [
    { name: 'examples.empty', input: undefined, output: { authorization: 'Authorization: Basic Og==' } },
    {
      name: 'examples.aladdin',
      input: undefined,
      options: { username: 'Aladdin', password: 'open sesame' },
      output: {
        authorization: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
        credentials: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
        curl: 'curl -H "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" <url>',
      },
    },
    {
      name: 'examples.pound',
      input: undefined,
      options: { username: 'test', password: '123£' },
      output: { authorization: 'Authorization: Basic dGVzdDoxMjPCow==' },
    },
    {
      name: 'examples.colon',
      input: undefined,
      options: { username: 'a:b' },
      output: { authorization: 'Authorization: Basic YTpiOg==' },
      notes: ['notes.colonInUsername'],
    },
  ],
});

export const basicAuthDecode = operation({
  id: 'basic-auth-decode',
  description: 'decode.description',
  input: textInput('text', 'header'),
  fields: { header: textField('', { sensitive: true, label: 'decode.input.label' }) },
  outputs: {
    username: { kind: 'text', label: 'username.label' },
    password: { kind: 'password', label: 'password.label' },
  },
  run: (header) => decodeBasicAuth(header),
  examples: [
    {
      name: 'examples.decode',
      input: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      output: { username: 'Aladdin', password: 'open sesame' },
    },
    { name: 'examples.bearer', input: 'Bearer abc.def', error: 'errors.notBasicAuth' },
  ],
});

export const operations = toolOperations(basicAuthEncode, basicAuthDecode);
