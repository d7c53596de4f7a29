import { booleanField, choiceField, defineFields, integerField } from '../../lib/tool-state/fields';
import { rangeField } from '../../lib/tool-state/range-field';
import {
  loremLanguages,
  loremUnits,
  paragraphsRange,
  sentencesRange,
  unitCountMax,
  wordsRange,
} from './lorem-ipsum-generator';

export const loremFields = defineFields({
  language: choiceField('latin', loremLanguages),
  unit: choiceField('paragraphs', loremUnits),
  count: integerField(50, { min: 1, max: Math.max(...Object.values(unitCountMax)) }),
  paragraphs: integerField(1, paragraphsRange),
  sentences: rangeField([3, 8], sentencesRange),
  words: rangeField([8, 15], wordsRange),
  startWithLoremIpsum: booleanField(true),
  asHtml: booleanField(false),
});
