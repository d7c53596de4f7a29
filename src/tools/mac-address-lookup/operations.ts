import { invalidMacMessage } from '../../lib/mac/mac-address';
import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations, type Note } from '../../lib/operation/operation';
import { lookupVendor, lookupVendors } from '../../lib/oui/vendor-lookup';
import { ok } from '../../lib/result';
import { textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  addressNotes,
  bulkAddresses,
  bulkRows,
  defaultMacAddress,
  macAddressError,
  macNotations,
  vendorText,
  type BulkRow,
} from './mac-address-lookup';

const operation = operationOf<typeof words>();

// The registry's manifest comes from the bundler, its files from the app's server: only the page has both.
const registry = async () => (await import('../../lib/oui/vendor-source')).vendorSource;

const mac = textField(defaultMacAddress, { label: 'mac.label' });

export const macVendorLookup = operation({
  id: 'mac-vendor-lookup',
  input: textInput('mac', 'mac'),
  fields: { mac },
  output: { kind: 'text', label: 'vendor.label' },
  browserOnly: 'reasons.registry',
  run: async (text) => {
    const address = text.trim();
    if (address === '' || macAddressError(address)) return failure(invalidMacMessage.code);
    const match = await lookupVendor(address, await registry());
    const notes: Note[] = [...(match ? [] : [{ code: 'vendor.unknown', warning: true }]), ...addressNotes(address)];
    return { ok: true as const, value: match ? vendorText(match) : '', notes };
  },
  // Lookups read the registry, which only the page can (see `browserOnly`); the spec's records are
  // looked up from memory in mac-address-lookup.test.ts.
  examples: [{ input: 'hello', error: 'common.mac.errors.invalid' }],
});

export const macNotationsOperation = operation({
  id: 'mac-notations',
  description: 'notations.description',
  input: textInput('mac', 'mac'),
  fields: { mac },
  outputs: {
    colon: { kind: 'mac', label: 'notations.colon' },
    dash: { kind: 'mac', label: 'notations.dash' },
    cisco: { kind: 'mac', label: 'notations.cisco' },
    bare: { kind: 'mac', label: 'notations.bare' },
    eui64: { kind: 'text', label: 'notations.eui64' },
    ipv6InterfaceId: { kind: 'text', label: 'notations.ipv6InterfaceId' },
  },
  run: (text) => macNotations(text),
  examples: [
    {
      name: 'examples.cisco',
      input: '2037.0612.3456',
      output: {
        colon: '20:37:06:12:34:56',
        dash: '20-37-06-12-34-56',
        cisco: '2037.0612.3456',
        bare: '203706123456',
        eui64: '20:37:06:FF:FE:12:34:56',
        ipv6InterfaceId: '2237:06ff:fe12:3456',
      },
    },
    { input: '20:37:06', error: 'common.mac.errors.invalid' },
  ],
});

/** Each address with its vendor and registry block, a line each, and the table's rows. */
export interface BulkLookup {
  vendors: string;
  rows: BulkRow[];
}

export const macVendorBulkLookup = operation({
  id: 'mac-vendor-bulk-lookup',
  description: 'bulk.description',
  input: textInput('text', 'bulk'),
  fields: { bulk: textField('', { label: 'bulk.label' }) },
  outputs: { vendors: { kind: 'text', label: 'bulk.vendors' } },
  browserOnly: 'reasons.registry',
  run: async (text) => {
    const addresses = bulkAddresses(text);
    if (addresses.length === 0) return ok<BulkLookup>({ vendors: '', rows: [] });
    const rows = bulkRows(addresses, await lookupVendors(addresses, await registry()));
    const vendors = rows.map((row) => [row.address, row.vendor ?? '', row.block].join('\t')).join('\n');
    return ok<BulkLookup>({ vendors, rows });
  },
  examples: [{ name: 'examples.blank', input: '\n  \n', output: { vendors: '' } }],
});

export const operations = toolOperations(macVendorLookup, macNotationsOperation, macVendorBulkLookup);
