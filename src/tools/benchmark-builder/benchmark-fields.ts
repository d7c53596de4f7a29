import { defineFields, textField, type Field } from '../../lib/tool-state/fields';
import { defaultSuites, readSuites, type Suite } from './benchmark-builder';

/** The suites, remembered under the reference app's key `benchmark-builder:suites`. */
const suitesField: Field<Suite[]> = {
  persist: true,
  shape: { type: 'data' },
  defaultValue: defaultSuites,
  parse: readSuites,
  format: (suites) => JSON.stringify(suites),
};

export const benchmarkFields = defineFields({
  suites: suitesField,
  unit: textField('', { persist: true }),
});
