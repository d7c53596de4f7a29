import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import {
  defaultHmacAlgorithm,
  defaultHmacEncoding,
  defaultKeyEncoding,
  hmacAlgorithmIds,
  hmacEncodingOptions,
  keyEncodingOptions,
} from './hmac-generator';

// Nothing is stored (the spec). The key is a secret, kept out of links too; the text and an
// expected HMAC are what one shares to have a signature checked.
export const hmacFields = defineFields({
  text: textField(''),
  key: textField('', { sensitive: true }),
  keyEncoding: choiceField(
    defaultKeyEncoding,
    keyEncodingOptions.map((option) => option.value),
  ),
  algorithm: choiceField(defaultHmacAlgorithm, hmacAlgorithmIds),
  encoding: choiceField(
    defaultHmacEncoding,
    hmacEncodingOptions.map((option) => option.value),
  ),
  expected: textField(''),
  showAll: booleanField(false),
});
