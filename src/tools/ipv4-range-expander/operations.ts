import { invalidIpv4Address } from '../../lib/ipv4/address';
import { formatIpv4Block } from '../../lib/ipv4/block';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import { exactCover, expandRange, readAddress, type RangeExpansion } from './ipv4-range-expander';
import type words from './locales/en.json';

/** What a range expands to: the covering block, the blocks holding exactly the range, and the table's rows. */
export interface RangeOutputs {
  cidr: string;
  networkAddress: string;
  lastAddress: string;
  size: string;
  cover: string;
  expansion: RangeExpansion;
}

export const ipv4RangeExpand = operationOf<typeof words>()({
  id: 'ipv4-range-expand',
  input: textInput('ipv4', 'startAddress'),
  fields: {
    startAddress: textField('192.168.1.1', {
      persist: true,
      storageKey: 'ipv4-range-expander:startAddress',
      label: 'startAddress.label',
    }),
    endAddress: textField('192.168.6.255', {
      persist: true,
      storageKey: 'ipv4-range-expander:endAddress',
      label: 'endAddress.label',
    }),
  },
  outputs: {
    cidr: { kind: 'ipv4-cidr', label: 'outputs.cidr' },
    networkAddress: { kind: 'ipv4', label: 'outputs.networkAddress' },
    lastAddress: { kind: 'ipv4', label: 'outputs.lastAddress' },
    size: { kind: 'text', label: 'outputs.size' },
    cover: { kind: 'text', label: 'detail.cover' },
  },
  run: (startAddress, { endAddress }) => {
    const start = readAddress(startAddress) ?? err(invalidIpv4Address);
    if (!start.ok) return start;
    const end = readAddress(endAddress) ?? err(invalidIpv4Address);
    if (!end.ok) return end;
    const expansion = expandRange(start.value, end.value);
    if (!expansion.ok) return expansion;
    const { cidr, start: networkAddress, end: lastAddress, count: size } = expansion.value.new;
    const cover = exactCover(start.value, end.value).map(formatIpv4Block).join('\n');
    return ok<RangeOutputs>({ cidr, networkAddress, lastAddress, size, cover, expansion: expansion.value });
  },
  examples: [
    {
      name: 'examples.defaults',
      input: '192.168.1.1',
      output: {
        cidr: '192.168.0.0/21',
        networkAddress: '192.168.0.0',
        lastAddress: '192.168.7.255',
        size: '2,048',
        cover: [
          '192.168.1.1/32',
          '192.168.1.2/31',
          '192.168.1.4/30',
          '192.168.1.8/29',
          '192.168.1.16/28',
          '192.168.1.32/27',
          '192.168.1.64/26',
          '192.168.1.128/25',
          '192.168.2.0/23',
          '192.168.4.0/23',
          '192.168.6.0/24',
        ].join('\n'),
        expansion: { old: { start: '192.168.1.1', end: '192.168.6.255', count: '1,535' } },
      },
    },
    {
      name: 'examples.small',
      input: '172.16.0.5',
      options: { endAddress: '172.16.3.200' },
      output: {
        cidr: '172.16.0.0/22',
        networkAddress: '172.16.0.0',
        lastAddress: '172.16.3.255',
        size: '1,024',
        expansion: { old: { count: '964' } },
      },
    },
    { input: '192.168.7.1', options: { endAddress: '192.168.6.255' }, error: 'errors.reversed' },
    {
      name: 'examples.switched',
      input: '192.168.6.255',
      options: { endAddress: '192.168.7.1' },
      output: { cidr: '192.168.6.0/23' },
    },
    { input: '192.168.1.256', error: 'common.ipv4.errors.invalidAddress' },
  ],
});

export const operations = toolOperations(ipv4RangeExpand);
