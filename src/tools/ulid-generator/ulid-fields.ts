import { booleanField, choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import {
  defaultUlidFormat,
  defaultUlidQuantity,
  defaultUlidSeparator,
  ulidFormats,
  ulidQuantityMax,
  ulidQuantityMin,
  ulidSeparators,
} from './ulid-generator';

// Stored as `ulid-generator:amount` and `ulid-generator:format`, the reference's keys in our namespace.
export const ulidFields = defineFields({
  amount: integerField(defaultUlidQuantity, { persist: true, min: ulidQuantityMin, max: ulidQuantityMax }),
  format: choiceField(defaultUlidFormat, ulidFormats, { persist: true }),
  lowercase: booleanField(false, { persist: true }),
  separator: choiceField(defaultUlidSeparator, ulidSeparators, { persist: true }),
  decode: textField(''),
});
