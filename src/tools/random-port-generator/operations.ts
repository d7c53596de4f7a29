import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, integerField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import {
  defaultMaxPort,
  defaultMinPort,
  generatePorts,
  highestPort,
  lowestPort,
  portCountMax,
  portCountMin,
} from './random-port-generator';

// Exactly 1024–65535, as the spec verified over every integer 0–69 999.
const specPattern =
  /^(102[4-9]|10[3-9]\d|1[1-9]\d{2}|[2-9]\d{3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5])$/;

export const randomPortGenerate = operationOf<typeof words>()({
  id: 'random-port-generate',
  input: noInput,
  fields: {
    min: integerField(defaultMinPort, { min: lowestPort, max: highestPort, label: 'min' }),
    max: integerField(defaultMaxPort, { min: lowestPort, max: highestPort, label: 'max' }),
    count: integerField(portCountMin, { min: portCountMin, max: portCountMax, label: 'count' }),
    avoidDevPorts: booleanField(false, { label: 'avoidDevPorts' }),
    avoidEphemeral: booleanField(false, { label: 'avoidEphemeral' }),
  },
  output: { kind: 'text', label: 'ports' },
  run: (_, { min, max, count, avoidDevPorts, avoidEphemeral }) => {
    const ports = generatePorts({
      min,
      max,
      count,
      avoidCommonDevPorts: avoidDevPorts,
      avoidEphemeralPorts: avoidEphemeral,
    });
    return ports.ok ? ok(ports.value.join('\n')) : ports;
  },
  examples: [
    { name: 'examples.one', input: undefined, output: { matches: specPattern } },
    {
      name: 'examples.several',
      input: undefined,
      options: { count: 3, avoidEphemeral: true },
      output: { matches: /^(?:\d{4,5}\n){2}\d{4,5}$/ },
    },
    { input: undefined, options: { min: 9000, max: 8000 }, error: 'errors.minAboveMax' },
    { input: undefined, options: { min: 3000, max: 3001, count: 5 }, error: 'errors.onlyLeft' },
  ],
});

export const operations = toolOperations(randomPortGenerate);
