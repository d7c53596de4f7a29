import { letterCases, parsePartialMac } from '../../lib/mac/mac-address';
import { noInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { searchVendors, type VendorHit } from '../../lib/oui/vendor-search';
import { ok } from '../../lib/result';
import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  defaultPrefix,
  generateMacAddresses,
  quantityMax,
  quantityMin,
  separatorChoices,
  vendorPrefix,
} from './mac-address-generator';

const operation = operationOf<typeof words>();

// The reference app's storage keys, so its users find their settings again.
export const macAddressGenerate = operation({
  id: 'mac-address-generate',
  description: 'generate.description',
  input: noInput,
  fields: {
    quantity: integerField(1, {
      min: quantityMin,
      max: quantityMax,
      persist: true,
      storageKey: 'mac-address-generator-amount',
      label: 'quantity',
    }),
    prefix: textField(defaultPrefix, {
      persist: true,
      storageKey: 'mac-address-generator-prefix',
      label: 'prefix.label',
    }),
    case: choiceField('upper', letterCases, {
      label: 'case.label',
      choiceLabels: { upper: 'case.upper', lower: 'case.lower' },
    }),
    separator: choiceField('colon', separatorChoices, {
      persist: true,
      storageKey: 'mac-address-generator-separator',
      label: 'separator.label',
      choiceLabels: {
        colon: 'separator.colon',
        dash: 'separator.dash',
        dot: 'separator.dot',
        none: 'separator.none',
        cisco: 'separator.cisco',
      },
    }),
    locallyAdministered: booleanField(false, {
      label: 'locallyAdministered.label',
      help: 'locallyAdministered.help',
    }),
  },
  output: { kind: 'text', label: 'addresses.label' },
  run: (_, values) => {
    const prefix = parsePartialMac(values.prefix);
    if (!prefix.ok) return prefix;
    const options = { ...values, prefix: prefix.value, letterCase: values.case };
    return ok(generateMacAddresses(options).join('\n'));
  },
  examples: [
    { name: 'examples.defaults', input: undefined, output: { matches: /^64:16:7F(:[0-9A-F]{2}){3}$/ } },
    {
      name: 'examples.three',
      input: undefined,
      options: { quantity: 3, prefix: '', case: 'lower', separator: 'dash' },
      output: { matches: /^(?:[0-9a-f]{2}(-[0-9a-f]{2}){5}\n){2}[0-9a-f]{2}(-[0-9a-f]{2}){5}$/ },
    },
    {
      name: 'examples.partialPrefix',
      input: undefined,
      options: { prefix: 'ff:ee:a', case: 'lower', separator: 'dash' },
      output: { matches: /^ff-ee-0a(-[0-9a-f]{2}){3}$/ },
    },
    { input: undefined, options: { prefix: 'zz' }, error: 'common.mac.errors.invalidPartial' },
  ],
});

/** The vendors found and their prefixes, one `B8:27:EB Raspberry Pi Foundation` a line. */
export interface VendorSearch {
  prefixes: string;
  hits: VendorHit[];
}

export const macVendorSearch = operation({
  id: 'mac-vendor-search',
  description: 'vendor.description',
  input: textInput('text', 'vendor'),
  fields: { vendor: textField('', { label: 'vendor.label' }) },
  outputs: { prefixes: { kind: 'text', label: 'vendor.prefixes' } },
  browserOnly: 'reasons.registry',
  run: async (query) => {
    if (query.trim() === '') return ok<VendorSearch>({ prefixes: '', hits: [] });
    // The registry's manifest comes from the bundler, its files from the app's server.
    const { vendorSource } = await import('../../lib/oui/vendor-source');
    const found = await searchVendors(query.trim(), vendorSource);
    if (!found.ok) return found;
    const prefixes = found.value.map((hit) => `${vendorPrefix(hit.prefix)} ${hit.name}`).join('\n');
    return ok<VendorSearch>({ prefixes, hits: found.value });
  },
  // Searches that read the registry cannot run outside the page (see `browserOnly`); the unit tests
  // search it from memory (src/lib/oui/vendor-search.test.ts).
  examples: [{ name: 'examples.blank', input: ' ', output: { prefixes: '' } }],
});

export const operations = toolOperations(macAddressGenerate, macVendorSearch);
