import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { blankUrlParts, defaultUrl, parseUrl } from './url-parser';

export const urlParse = operationOf<typeof words>()({
  id: 'url-parse',
  input: textInput('url', 'url'),
  fields: { url: textField(defaultUrl, { label: 'url.label' }) },
  outputs: {
    protocol: { kind: 'text', label: 'parts.protocol' },
    username: { kind: 'text', label: 'parts.username' },
    password: { kind: 'text', label: 'parts.password' },
    hostname: { kind: 'text', label: 'parts.hostname' },
    port: { kind: 'text', label: 'parts.port' },
    pathname: { kind: 'text', label: 'parts.pathname' },
    decodedPath: { kind: 'text', label: 'parts.decodedPath' },
    search: { kind: 'query-string', label: 'parts.search' },
    hash: { kind: 'text', label: 'parts.hash' },
    host: { kind: 'text', label: 'parts.host' },
    origin: { kind: 'url', label: 'parts.origin' },
    // The decoded key/value pairs, in URL order: no kind names a list of pairs, JSON holds them.
    params: { kind: 'json', label: 'query.title' },
  },
  run: (url) => (url.trim() === '' ? ok(blankUrlParts) : parseUrl(url)),
  examples: [
    {
      name: 'examples.default',
      input: defaultUrl,
      output: {
        protocol: 'https:',
        username: 'me',
        password: 'pwd',
        hostname: 'it-tools.tech',
        port: '3000',
        pathname: '/url-parser',
        search: '?key1=value&key2=value2',
        hash: '#the-hash',
        host: 'it-tools.tech:3000',
        origin: 'https://it-tools.tech:3000',
        params: [
          { key: 'key1', value: 'value' },
          { key: 'key2', value: 'value2' },
        ],
      },
    },
    {
      name: 'examples.defaultPort',
      input: 'https://example.com:443/a%20b/c?q=hello+world&tag=x&tag=y#top',
      output: {
        port: '',
        host: 'example.com',
        pathname: '/a%20b/c',
        decodedPath: '/a b/c',
        search: '?q=hello+world&tag=x&tag=y',
        hash: '#top',
        params: [
          { key: 'q', value: 'hello world' },
          { key: 'tag', value: 'x' },
          { key: 'tag', value: 'y' },
        ],
      },
    },
    { name: 'examples.noScheme', input: 'example.com/path', error: 'errors.invalidUrl' },
  ],
});

export const operations = toolOperations(urlParse);
