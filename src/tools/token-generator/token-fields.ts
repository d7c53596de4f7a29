import { booleanField, defineFields, integerField } from '../../lib/tool-state/fields';
import {
  defaultTokenCount,
  defaultTokenLength,
  tokenCountMax,
  tokenCountMin,
  tokenLengthMax,
  tokenLengthMin,
} from './token-generator';

export const tokenFields = defineFields({
  length: integerField(defaultTokenLength, { min: tokenLengthMin, max: tokenLengthMax }),
  uppercase: booleanField(true),
  lowercase: booleanField(true),
  numbers: booleanField(true),
  symbols: booleanField(false),
  count: integerField(defaultTokenCount, { min: tokenCountMin, max: tokenCountMax }),
  excludeLookAlikes: booleanField(false),
  atLeastOneOfEach: booleanField(false),
});
