import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { textField } from '../../lib/tool-state/fields';
import { convertIpv4 } from './ipv4-address-converter';
import type words from './locales/en.json';

export const ipv4Convert = operationOf<typeof words>()({
  id: 'ipv4-convert',
  input: textInput('ipv4', 'ip'),
  fields: {
    ip: textField('192.168.1.1', {
      persist: true,
      storageKey: 'ipv4-converter:ip',
      label: 'ip.label',
      help: 'ip.help',
    }),
  },
  outputs: {
    dotted: { kind: 'ipv4', label: 'forms.dotted' },
    decimal: { kind: 'integer', label: 'forms.decimal' },
    hexadecimal: { kind: 'hex', label: 'forms.hexadecimal' },
    binary: { kind: 'binary', label: 'forms.binary' },
    ipv6: { kind: 'ipv6', label: 'forms.ipv6' },
    ipv6Short: { kind: 'ipv6', label: 'forms.ipv6Short' },
    dottedBinary: { kind: 'text', label: 'forms.dottedBinary' },
    dottedHexadecimal: { kind: 'text', label: 'forms.dottedHexadecimal' },
    reverseDns: { kind: 'text', label: 'forms.reverseDns' },
  },
  run: (ip) => convertIpv4(ip),
  examples: [
    {
      name: 'examples.private',
      input: '192.168.1.1',
      output: {
        decimal: '3232235777',
        hexadecimal: 'C0A80101',
        binary: '11000000101010000000000100000001',
        ipv6: '0000:0000:0000:0000:0000:ffff:c0a8:0101',
        ipv6Short: '::ffff:c0a8:0101',
        dottedBinary: '11000000.10101000.00000001.00000001',
        dottedHexadecimal: 'C0.A8.01.01',
        reverseDns: '1.1.168.192.in-addr.arpa',
      },
    },
    {
      name: 'examples.padded',
      input: '10.0.0.1',
      output: {
        decimal: '167772161',
        hexadecimal: '0A000001',
        binary: '00001010000000000000000000000001',
        ipv6: '0000:0000:0000:0000:0000:ffff:0a00:0001',
        ipv6Short: '::ffff:0a00:0001',
      },
    },
    { name: 'examples.decimal', input: '3232235777', output: { dotted: '192.168.1.1' } },
    { input: '192.168.1.256', error: 'common.ipv4.errors.invalidAddress' },
  ],
});

export const operations = toolOperations(ipv4Convert);
