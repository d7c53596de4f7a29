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
  length: integerField(defaultTokenLength, { url: true, min: tokenLengthMin, max: tokenLengthMax }),
  uppercase: booleanField(true, { url: true }),
  lowercase: booleanField(true, { url: true }),
  numbers: booleanField(true, { url: true }),
  symbols: booleanField(false, { url: true }),
  count: integerField(defaultTokenCount, { url: true, min: tokenCountMin, max: tokenCountMax }),
  excludeLookAlikes: booleanField(false, { url: true }),
  atLeastOneOfEach: booleanField(false, { url: true }),
});
