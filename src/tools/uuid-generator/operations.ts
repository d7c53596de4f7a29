import { noInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { decodeUuid } from './uuid-decode';
import {
  defaultNamespace,
  defaultUuidQuantity,
  defaultUuidVersion,
  formatUuid,
  generateUuids,
  namespacePresets,
  uuidQuantityMax,
  uuidQuantityMin,
  uuidVersions,
} from './uuid-generator';

const operation = operationOf<typeof words>();

export const uuidGenerate = operation({
  id: 'uuid-generate',
  input: noInput,
  fields: {
    version: choiceField(defaultUuidVersion, uuidVersions, { persist: true, label: 'version.label' }),
    quantity: integerField(defaultUuidQuantity, {
      persist: true,
      min: uuidQuantityMin,
      max: uuidQuantityMax,
      label: 'quantity.label',
    }),
    namespace: textField(defaultNamespace, { label: 'namespace.label' }),
    name: textField('', { label: 'name.label' }),
    uppercase: booleanField(false, { persist: true, label: 'uppercase' }),
    braces: booleanField(false, { persist: true, label: 'braces' }),
    noHyphens: booleanField(false, { persist: true, label: 'noHyphens' }),
  },
  output: { kind: 'uuid', label: 'generate.output' },
  run: (_, { version, quantity, namespace, name, ...format }) => {
    const uuids = generateUuids({ version, quantity, namespace, name });
    return uuids.ok ? ok(uuids.value.map((uuid) => formatUuid(uuid, format)).join('\n')) : uuids;
  },
  examples: [
    {
      name: 'examples.v5',
      input: undefined,
      options: { version: 'v5', namespace: namespacePresets.DNS, name: 'www.example.com' },
      output: '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    },
    {
      name: 'examples.v3',
      input: undefined,
      options: { version: 'v3', namespace: namespacePresets.DNS, name: 'www.example.com' },
      output: '5df41881-3aed-3515-88a7-2f4a814cf09e',
    },
    {
      name: 'examples.nil',
      input: undefined,
      options: { version: 'NIL' },
      output: '00000000-0000-0000-0000-000000000000',
    },
    {
      name: 'examples.v4',
      input: undefined,
      options: { quantity: 3 },
      output: { matches: /^(?:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(?:\n|$)){3}$/ },
    },
    { input: undefined, options: { version: 'v5', namespace: 'not a uuid' }, error: 'errors.invalidUuid' },
  ],
});

export const uuidDecode = operation({
  id: 'uuid-decode',
  description: 'decode.description',
  input: textInput('uuid', 'decode'),
  fields: { decode: textField('', { label: 'decode.input.label' }) },
  outputs: {
    standard: { kind: 'uuid', label: 'decode.rows.standard' },
    // The version digit and the variant's name (`rfc`, `ncs`, `microsoft`, `future`).
    version: { kind: 'integer', label: 'decode.rows.version' },
    variant: { kind: 'text', label: 'decode.rows.variant' },
    timestamp: { kind: 'date', label: 'decode.rows.timestamp' },
    unixMs: { kind: 'timestamp', label: 'decode.rows.unixMs' },
    clockSequence: { kind: 'integer', label: 'decode.rows.clockSequence' },
    node: { kind: 'mac', label: 'decode.rows.node' },
  },
  run: (text) => {
    const decoded = decodeUuid(text);
    if (!decoded.ok) return decoded;
    const { standard, version, variant, timestamp, clockSequence, node } = decoded.value;
    return ok({
      standard,
      version: String(version),
      variant,
      ...(timestamp && { timestamp: timestamp.iso, unixMs: String(timestamp.unixMs) }),
      ...(clockSequence !== undefined && { clockSequence: String(clockSequence) }),
      ...(node !== undefined && { node }),
    });
  },
  examples: [
    {
      name: 'examples.v7',
      input: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F',
      output: {
        standard: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
        version: '7',
        variant: 'rfc',
        timestamp: '2022-02-22T19:22:22.000Z',
        unixMs: '1645557742000',
      },
    },
    { input: 'hello', error: 'errors.invalidUuid' },
  ],
});

export const operations = toolOperations(uuidGenerate, uuidDecode);
