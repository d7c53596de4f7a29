import { booleanField, choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import {
  defaultNamespace,
  defaultUuidQuantity,
  defaultUuidVersion,
  uuidQuantityMax,
  uuidQuantityMin,
  uuidVersions,
} from './uuid-generator';

export const uuidFields = defineFields({
  version: choiceField(defaultUuidVersion, uuidVersions, { persist: true, url: true }),
  quantity: integerField(defaultUuidQuantity, { persist: true, url: true, min: uuidQuantityMin, max: uuidQuantityMax }),
  namespace: textField(defaultNamespace, { url: true }),
  name: textField('', { url: true }),
  uppercase: booleanField(false, { persist: true, url: true }),
  braces: booleanField(false, { persist: true, url: true }),
  'no-hyphens': booleanField(false, { persist: true, url: true }),
});
