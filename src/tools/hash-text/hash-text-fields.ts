import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultDigestEncoding, digestEncodings } from '../../lib/hash/digest-encoding';

export const hashTextFields = defineFields({
  text: textField(''),
  encoding: choiceField(
    defaultDigestEncoding,
    digestEncodings.map((option) => option.value),
  ),
  compare: textField(''),
});
