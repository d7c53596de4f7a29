import { choiceField, defineFields } from '../../lib/tool-state/fields';
import { defaultDigestEncoding, digestEncodings } from './hash-text';

export const hashTextFields = defineFields({
  encoding: choiceField(
    defaultDigestEncoding,
    digestEncodings.map((option) => option.value),
    { url: true },
  ),
});
