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
  version: choiceField(defaultUuidVersion, uuidVersions, { persist: true }),
  quantity: integerField(defaultUuidQuantity, { persist: true, min: uuidQuantityMin, max: uuidQuantityMax }),
  namespace: textField(defaultNamespace),
  name: textField(''),
  uppercase: booleanField(false, { persist: true }),
  braces: booleanField(false, { persist: true }),
  noHyphens: booleanField(false, { persist: true }),
  decode: textField(''),
});
