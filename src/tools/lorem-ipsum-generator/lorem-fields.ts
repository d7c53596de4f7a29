import { booleanField, choiceField, defineFields, integerField, type FieldValues } from '../../lib/tool-state/fields';
import { rangeField } from '../../lib/tool-state/range-field';
import {
  loremLanguages,
  loremUnits,
  paragraphsRange,
  sentencesRange,
  unitCountMax,
  wordsRange,
  type LoremOptions,
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

/** What the generator needs of the page's settings (the output's form, "As HTML", is not one). */
export const loremOptionsOf = (values: FieldValues<typeof loremFields>): LoremOptions => ({
  language: values.language,
  unit: values.unit,
  count: values.count,
  paragraphs: values.paragraphs,
  sentencesPerParagraph: values.sentences,
  wordsPerSentence: values.words,
  startWithLoremIpsum: values.startWithLoremIpsum,
});
