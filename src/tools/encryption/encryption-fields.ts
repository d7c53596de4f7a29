import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import {
  cipherAlgorithms,
  cipherOutputFormats,
  defaultCiphertext,
  defaultPlainText,
  defaultSecretKey,
} from './encryption';

// Nothing here is stored or put in the URL: texts and keys are secrets, and the spec keeps the
// options out of storage too. The keys are marked sensitive so that stays true if flags change.
export const encryptionFields = defineFields({
  'encrypt-text': textField(defaultPlainText),
  'encrypt-key': textField(defaultSecretKey, { sensitive: true }),
  'encrypt-algorithm': choiceField('AES', cipherAlgorithms),
  'encrypt-format': choiceField('Base64', cipherOutputFormats),
  'decrypt-text': textField(defaultCiphertext),
  'decrypt-key': textField(defaultSecretKey, { sensitive: true }),
  'decrypt-algorithm': choiceField('AES', cipherAlgorithms),
});
