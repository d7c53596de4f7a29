import { choiceField, defineFields, textField, type Field } from '../../lib/tool-state/fields';
import { privateKeyFormats, publicKeyFormats } from './key-format-options';
import { defaultBits } from './rsa-bits';

// The size is kept as typed, so a bad value stays in the field with its error; from the URL only
// digits are taken (and then checked like typed ones).
const bitsField: Field<string> = {
  defaultValue: String(defaultBits),
  url: true,
  parse: (text) => (/^\d{1,6}$/.test(text) ? text : undefined),
  format: (value) => value,
};

export const rsaFields = defineFields({
  bits: bitsField,
  publicFormat: choiceField(
    'spki',
    publicKeyFormats.map((option) => option.value),
    { url: true },
  ),
  privateFormat: choiceField(
    'pkcs1',
    privateKeyFormats.map((option) => option.value),
    { url: true },
  ),
  comment: textField('', { url: true }),
});
