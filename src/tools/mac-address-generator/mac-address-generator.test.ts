import { describe, expect, it } from 'vitest';
import { parsePartialMac } from '../../lib/mac/mac-address';
import { generateMacAddresses, type MacGeneratorOptions } from './mac-address-generator';

const defaults: MacGeneratorOptions = {
  quantity: 1,
  prefix: [0x64, 0x16, 0x7f],
  separator: 'colon',
  letterCase: 'upper',
  locallyAdministered: false,
};
const prefixOf = (text: string) => {
  const parsed = parsePartialMac(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
};

// The spec's examples run as data (operations.ts, src/tools/operations.test.ts).
describe('generateMacAddresses (ours)', () => {
  it('puts a dot between every byte with ".", and groups of four with Cisco’s notation', () => {
    expect(generateMacAddresses({ ...defaults, separator: 'dot' })[0]).toMatch(/^64\.16\.7F(\.[0-9A-F]{2}){3}$/);
    expect(generateMacAddresses({ ...defaults, separator: 'cisco' })[0]).toMatch(/^6416\.7F[0-9A-F]{2}\.[0-9A-F]{4}$/);
    expect(generateMacAddresses({ ...defaults, separator: 'none' })[0]).toMatch(/^64167F[0-9A-F]{6}$/);
  });

  it('makes fully random addresses unicast and locally administered on request', () => {
    const addresses = generateMacAddresses({ ...defaults, quantity: 100, prefix: [], locallyAdministered: true });
    for (const address of addresses) expect(address).toMatch(/^[0-9A-F][26AE](:[0-9A-F]{2}){5}$/);
  });

  it('keeps a given prefix as it is, even with that option', () => {
    const [address] = generateMacAddresses({ ...defaults, prefix: [0x01], locallyAdministered: true });
    expect(address).toMatch(/^01(:[0-9A-F]{2}){5}$/);
  });

  it('takes a whole address as prefix, and clamps the quantity to 1–100', () => {
    expect(generateMacAddresses({ ...defaults, prefix: prefixOf('00:11:22:33:44:55') })).toEqual(['00:11:22:33:44:55']);
    expect(generateMacAddresses({ ...defaults, quantity: 1000 })).toHaveLength(100);
    expect(generateMacAddresses({ ...defaults, quantity: 0 })).toHaveLength(1);
  });

  it('draws different addresses', () => {
    const addresses = generateMacAddresses({ ...defaults, quantity: 50, prefix: [] });
    expect(new Set(addresses).size).toBeGreaterThan(45);
  });
});
