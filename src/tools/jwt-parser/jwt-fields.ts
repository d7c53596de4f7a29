import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { sampleJwt } from './jwt-parser';

// Tokens and keys are secrets: in the page only, never in a link or storage.
export const jwtFields = defineFields({
  token: textField(sampleJwt, { sensitive: true }),
  key: textField('', { sensitive: true }),
  keyBase64: booleanField(false),
});
