import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultHeaderText, defaultPayloadText, jwtAlgorithms } from './jwt-builder';

/**
 * The page's and the operation's fields. Only the algorithm is in links: the key is a secret, and
 * header and payload often hold personal data (claims), so they stay in the page too.
 */
export const jwtBuilderFields = defineFields({
  payload: textField(defaultPayloadText, { sensitive: true, label: 'claims.payload' }),
  alg: choiceField('HS256', jwtAlgorithms, { label: 'key.algorithm' }),
  header: textField(defaultHeaderText, { sensitive: true, label: 'claims.header' }),
  key: textField('', { sensitive: true, label: 'key.label' }),
  keyBase64: booleanField(false, { sensitive: true, label: 'key.base64' }),
});
