import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultFlags } from './regex-tester';

// Only the regex is remembered (the spec: `regex-tester:regex`); a link carries everything.
export const regexTesterFields = defineFields({
  regex: textField('', { persist: true }),
  global: booleanField(defaultFlags.global),
  ignoreCase: booleanField(defaultFlags.ignoreCase),
  multiline: booleanField(defaultFlags.multiline),
  dotAll: booleanField(defaultFlags.dotAll),
  unicode: booleanField(defaultFlags.unicode),
  unicodeSets: booleanField(defaultFlags.unicodeSets),
  text: textField(''),
  replacement: textField(''),
});
