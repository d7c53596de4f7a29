import { parseIpv4Block } from '../../lib/ipv4/block';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { err, ok } from '../../lib/result';
import { numberTextField, textField } from '../../lib/tool-state/fields';
import { describeSubnet, parseError } from './ipv4-subnet-calculator';
import { describeIpv6Subnet } from './ipv6-subnet';
import type words from './locales/en.json';
import { parseSubnetCount, splitBlock } from './subnet-split';

const operation = operationOf<typeof words>();

// The block both IPv4 operations read: one field of the page.
const ip = textField('192.168.0.1/24', { persist: true, label: 'ip.label' });

export const ipv4Subnet = operation({
  id: 'ipv4-subnet',
  description: 'describe.description',
  input: textInput('ipv4-cidr', 'ip'),
  fields: { ip },
  outputs: {
    netmask: { kind: 'ipv4-cidr', label: 'details.netmask' },
    networkAddress: { kind: 'ipv4', label: 'details.networkAddress' },
    networkMask: { kind: 'ipv4', label: 'details.networkMask' },
    networkMaskBinary: { kind: 'text', label: 'details.networkMaskBinary' },
    cidrNotation: { kind: 'text', label: 'details.cidrNotation' },
    wildcardMask: { kind: 'ipv4', label: 'details.wildcardMask' },
    networkSize: { kind: 'integer', label: 'details.networkSize' },
    usableHosts: { kind: 'integer', label: 'details.usableHosts' },
    firstAddress: { kind: 'ipv4', label: 'details.firstAddress' },
    lastAddress: { kind: 'ipv4', label: 'details.lastAddress' },
    broadcastAddress: { kind: 'ipv4', label: 'details.broadcastAddress' },
    ipClass: { kind: 'text', label: 'details.ipClass' },
    scope: { kind: 'text', label: 'details.addressType' },
  },
  run: (text) => describeSubnet(text),
  examples: [
    {
      name: 'examples.private',
      input: '192.168.0.1/24',
      output: {
        netmask: '192.168.0.0/24',
        networkAddress: '192.168.0.0',
        networkMask: '255.255.255.0',
        networkMaskBinary: '11111111.11111111.11111111.00000000',
        cidrNotation: '/24',
        wildcardMask: '0.0.0.255',
        networkSize: '256',
        usableHosts: '254',
        firstAddress: '192.168.0.1',
        lastAddress: '192.168.0.254',
        broadcastAddress: '192.168.0.255',
        ipClass: 'C',
        scope: 'private',
      },
    },
    {
      name: 'examples.class',
      input: '172.16.5.4/20',
      output: {
        netmask: '172.16.0.0/20',
        networkMask: '255.255.240.0',
        networkMaskBinary: '11111111.11111111.11110000.00000000',
        wildcardMask: '0.0.15.255',
        networkSize: '4096',
        firstAddress: '172.16.0.1',
        lastAddress: '172.16.15.254',
        broadcastAddress: '172.16.15.255',
        ipClass: 'B',
      },
    },
    {
      name: 'examples.pair',
      input: '10.1.2.3/31',
      output: {
        netmask: '10.1.2.2/31',
        networkSize: '2',
        usableHosts: '2',
        firstAddress: '10.1.2.2',
        lastAddress: '10.1.2.3',
        ipClass: 'A',
      },
    },
    { input: '256.1.1.1', error: 'errors.parse' },
  ],
});

export const ipv4SubnetSplit = operation({
  id: 'ipv4-subnet-split',
  description: 'split.description',
  input: textInput('ipv4-cidr', 'ip'),
  fields: { ip, subnets: numberTextField(4, { label: 'split.count' }) },
  outputs: { cidrs: { kind: 'text', label: 'split.subnets' } },
  run: (text, { subnets }) => {
    const block = parseIpv4Block(text);
    if (!block) return err(parseError);
    const count = parseSubnetCount(subnets);
    if (!count.ok) return count;
    const split = splitBlock(block, count.value);
    if (!split.ok) return split;
    return ok({ ...split.value, cidrs: split.value.subnets.map((subnet) => subnet.cidr).join('\n') });
  },
  examples: [
    {
      name: 'examples.quarters',
      input: '192.168.0.1/24',
      output: { cidrs: '192.168.0.0/26\n192.168.0.64/26\n192.168.0.128/26\n192.168.0.192/26' },
    },
    {
      name: 'examples.rounded',
      input: '10.0.0.0/8',
      options: { subnets: '3' },
      output: { cidrs: '10.0.0.0/10\n10.64.0.0/10\n10.128.0.0/10\n10.192.0.0/10', prefix: 10 },
    },
    { input: '10.0.0.0/30', options: { subnets: '8' }, error: 'errors.splitsAtMost' },
    { input: '10.0.0.1', options: { subnets: '2' }, error: 'errors.singleAddress' },
    { input: '10.0.0.0/8', options: { subnets: '1' }, error: 'errors.subnetCount' },
  ],
});

export const ipv6Subnet = operation({
  id: 'ipv6-subnet',
  description: 'ipv6.description',
  input: textInput('ipv6-cidr', 'ipv6'),
  fields: { ipv6: textField('2001:db8::1/64', { label: 'ipv6.label' }) },
  outputs: {
    network: { kind: 'ipv6-cidr', label: 'ipv6.network' },
    networkAddress: { kind: 'ipv6', label: 'ipv6.networkAddress' },
    prefixLength: { kind: 'text', label: 'ipv6.prefixLength' },
    networkMask: { kind: 'ipv6', label: 'ipv6.networkMask' },
    networkSize: { kind: 'integer', label: 'ipv6.networkSize' },
    firstAddress: { kind: 'ipv6', label: 'ipv6.firstAddress' },
    lastAddress: { kind: 'ipv6', label: 'ipv6.lastAddress' },
    expandedAddress: { kind: 'ipv6', label: 'ipv6.expandedAddress' },
    compressedAddress: { kind: 'ipv6', label: 'ipv6.compressedAddress' },
    scope: { kind: 'text', label: 'ipv6.addressType' },
  },
  run: (text) => describeIpv6Subnet(text),
  examples: [
    {
      name: 'examples.documentation',
      input: '2001:db8::1/64',
      output: {
        network: '2001:db8::/64',
        networkAddress: '2001:db8::',
        prefixLength: '/64',
        networkMask: 'ffff:ffff:ffff:ffff::',
        networkSize: '18446744073709551616',
        firstAddress: '2001:db8::',
        lastAddress: '2001:db8::ffff:ffff:ffff:ffff',
        expandedAddress: '2001:0db8:0000:0000:0000:0000:0000:0001',
        compressedAddress: '2001:db8::1',
        scope: 'documentation',
      },
    },
    {
      name: 'examples.uniqueLocal',
      input: 'fd12:3456:789a:1::abcd/48',
      output: {
        network: 'fd12:3456:789a::/48',
        lastAddress: 'fd12:3456:789a:ffff:ffff:ffff:ffff:ffff',
        networkSize: '1208925819614629174706176',
        scope: 'uniqueLocal',
      },
    },
    { input: '2001:db8::1/129', error: 'errors.ipv6Parse' },
  ],
});

export const operations = toolOperations(ipv4Subnet, ipv4SubnetSplit, ipv6Subnet);
