import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import {
  defaultMac,
  macError,
  parseSubnetId,
  randomUlaPrefix,
  subnetOf,
  ulaBlocks,
  ulaPrefixFromMac,
} from './ipv6-ula-generator';
import type words from './locales/en.json';

/** A /48 under fd00::/8, as the spec's example checks it. */
const ula = /^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}::\/48$/;

export const ipv6UlaGenerate = operationOf<typeof words>()({
  id: 'ipv6-ula-generate',
  input: noInput,
  fields: {
    source: choiceField('mac', ['mac', 'random'], {
      label: 'source.label',
      choiceLabels: { mac: 'source.mac', random: 'source.random' },
    }),
    mac: textField(defaultMac, { label: 'mac.label' }),
    subnet: textField('1', { label: 'subnet.label' }),
  },
  outputs: {
    ula: { kind: 'ipv6-cidr', label: 'ula' },
    first: { kind: 'ipv6-cidr', label: 'first' },
    last: { kind: 'ipv6-cidr', label: 'last' },
    network: { kind: 'ipv6-cidr', label: 'subnet.network' },
    exampleHost: { kind: 'ipv6', label: 'subnet.exampleHost' },
  },
  run: (_, { source, mac, subnet }) => {
    const error = source === 'mac' ? macError(mac) : undefined;
    if (error) return err(error);
    const id = parseSubnetId(subnet);
    if (!id.ok) return id;
    // The timestamp is read now, as the page reads it when the MAC address changes.
    const prefix = source === 'random' ? randomUlaPrefix() : ulaPrefixFromMac(mac, Date.now());
    return ok({ prefix, ...ulaBlocks(prefix), ...subnetOf(prefix, id.value) });
  },
  examples: [
    {
      name: 'examples.defaults',
      input: undefined,
      output: {
        ula: { matches: ula },
        first: { matches: /^fd[0-9a-f:]+:0::\/64$/ },
        last: { matches: /:ffff::\/64$/ },
      },
    },
    { name: 'examples.threePairs', input: undefined, options: { mac: '20:37:06' }, output: { ula: { matches: ula } } },
    { input: undefined, options: { mac: 'hello' }, error: 'common.mac.errors.invalid' },
    { name: 'examples.random', input: undefined, options: { source: 'random' }, output: { ula: { matches: ula } } },
    {
      name: 'examples.subnet',
      input: undefined,
      options: { subnet: 'BEEF' },
      output: {
        network: { matches: /^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}:beef::\/64$/ },
        exampleHost: { matches: /:beef::1$/ },
      },
    },
    { input: undefined, options: { subnet: '10000' }, error: 'errors.invalidSubnet' },
  ],
});

export const operations = toolOperations(ipv6UlaGenerate);
