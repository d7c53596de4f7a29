import { beforeAll, describe, expect, it } from 'vitest';
import { memoryVendorSource } from '../../../scripts/oui/memory-source';
import { lookupVendor, lookupVendors } from '../../lib/oui/vendor-lookup';
import {
  addressNotes,
  bulkAddresses,
  bulkLineLimit,
  bulkRows,
  defaultMacAddress,
  macAddressError,
  registryBlock,
  vendorText,
} from './mac-address-lookup';
import type { Message } from '../../lib/operation/message';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';

const english = (messages: readonly Message[]) => messages.map((message) => inEnglish(message, words));

// Splitting the registry takes a few seconds: once, before the tests.
beforeAll(() => void memoryVendorSource(), 60_000);

describe('the spec examples', () => {
  it.each([
    [defaultMacAddress, 'Cisco Systems, Inc\n80 West Tasman Drive\nSan Jose CA 94568\nUnited States'],
    ['00-1B-63-84-45-E6', 'Apple, Inc.\n1 Infinite Loop\nCupertino CA 95014\nUnited States'],
    ['001b.6384.45e6', 'Apple, Inc.\n1 Infinite Loop\nCupertino CA 95014\nUnited States'],
    ['001B638445E6', 'Apple, Inc.\n1 Infinite Loop\nCupertino CA 95014\nUnited States'],
  ])('%s', async (address, record) => {
    const match = await lookupVendor(address, memoryVendorSource());
    expect(match && vendorText(match)).toBe(record);
    expect(macAddressError(address)).toBeUndefined();
  });

  it('52:54:00:12:34:56 (QEMU/KVM) is unknown and locally administered', async () => {
    expect(await lookupVendor('52:54:00:12:34:56', memoryVendorSource())).toBeUndefined();
    expect(english(addressNotes('52:54:00:12:34:56'))).toEqual(['Locally administered address']);
  });
});

describe('macAddressError', () => {
  it.each(['hello', '20:37', '20:37:06:12:34:56:78', '<script>', '\uD800'])('%s is invalid', (text) =>
    expect(english([macAddressError(text)!])).toEqual(['Invalid MAC address']),
  );
  it.each(['', '  ', '20:37:06'])('"%s" shows no error', (text) => expect(macAddressError(text)).toBeUndefined());
});

describe('addressNotes', () => {
  it.each([
    ['01:00:5E:00:00:01', ['Multicast address']],
    ['03:00:00:00:00:01', ['Locally administered address', 'Multicast address']],
    [defaultMacAddress, []],
    ['hello', []],
  ])('%s', (text, notes) => expect(english(addressNotes(text))).toEqual(notes));
});

describe('registryBlock', () => {
  it.each([
    ['203706', '20:37:06/24'],
    ['0055DA1', '00:55:DA:1/28'],
    ['70B3D5123', '70:B3:D5:12:3/36'],
  ])('%s → %s', (prefix, block) => expect(registryBlock(prefix)).toBe(block));
});

// The notations are the examples of the mac-notations operation (operations.ts).
describe('bulk lookup', () => {
  it('reads non-blank lines, trimmed, at most the limit', () => {
    expect(bulkAddresses(' 20:37:06:12:34:56 \n\n\r\nB8:27:EB:00:00:01\r\n')).toEqual([
      '20:37:06:12:34:56',
      'B8:27:EB:00:00:01',
    ]);
    expect(bulkAddresses('00:11:22\n'.repeat(bulkLineLimit + 5))).toHaveLength(bulkLineLimit);
  });

  it('tables each address with its vendor, block and notes', async () => {
    const addresses = ['20:37:06:12:34:56', '52:54:00:12:34:56', 'hello'];
    const rows = bulkRows(addresses, await lookupVendors(addresses, memoryVendorSource()));
    expect(rows.map((row) => ({ ...row, notes: english(row.notes) }))).toEqual([
      { address: '20:37:06:12:34:56', vendor: 'Cisco Systems, Inc', block: '20:37:06/24', notes: [] },
      { address: '52:54:00:12:34:56', vendor: undefined, block: '', notes: ['Locally administered address'] },
      { address: 'hello', vendor: undefined, block: '', notes: ['Invalid MAC address'] },
    ]);
  });
});
