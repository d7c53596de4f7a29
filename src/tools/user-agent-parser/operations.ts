import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { parseUserAgent } from './user-agent-parser';

/** The browser's own user agent; the prerendered page and Node have none. */
const ownUserAgent = () => (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? '';

const noDevice = { model: undefined, type: undefined, vendor: undefined };

export const userAgentParse = operationOf<typeof words>()({
  id: 'user-agent-parse',
  input: textInput('user-agent', 'userAgent'),
  // The visitor's own user agent is made in the browser: the prerendered page has none.
  fields: { userAgent: textField('', { generate: ownUserAgent, label: 'userAgent.label' }) },
  outputs: {
    // The parser's whole result (browser, engine, OS, device, CPU), as ua-parser-js 1.x gives it.
    result: { kind: 'json', label: 'outputs.result' },
    clientType: { kind: 'text', label: 'cards.clientType.title' },
    client: { kind: 'json', label: 'outputs.client' },
  },
  // Unknown strings find nothing; never an error.
  run: (userAgent) => ok(parseUserAgent(userAgent)),
  examples: [
    {
      name: 'examples.chromeOnWindows',
      input:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      output: {
        result: {
          browser: { name: 'Chrome', version: '120.0.0.0' },
          engine: { name: 'Blink', version: '120.0.0.0' },
          os: { name: 'Windows', version: '10' },
          device: noDevice,
          cpu: { architecture: 'amd64' },
        },
        clientType: 'browser',
      },
    },
    {
      name: 'examples.safariOnIphone',
      input:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      output: {
        result: {
          browser: { name: 'Mobile Safari', version: '17.2' },
          engine: { name: 'WebKit', version: '605.1.15' },
          os: { name: 'iOS', version: '17.2' },
          device: { model: 'iPhone', type: 'mobile', vendor: 'Apple' },
          cpu: { architecture: undefined },
        },
        clientType: 'browser',
      },
    },
    {
      name: 'examples.curl',
      input: 'curl/8.4.0',
      output: {
        result: {
          browser: { name: undefined, version: undefined },
          engine: { name: undefined, version: undefined },
          os: { name: undefined, version: undefined },
          device: noDevice,
          cpu: { architecture: undefined },
        },
        clientType: 'cli',
        client: { name: 'curl', version: '8.4.0' },
      },
    },
  ],
});

export const operations = toolOperations(userAgentParse);
