import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, integerField, type FieldValues } from '../../lib/tool-state/fields';
import { rangeField } from '../../lib/tool-state/range-field';
import type words from './locales/en.json';
import {
  generateLoremParagraphs,
  loremAsHtml,
  loremAsText,
  loremLanguages,
  loremUnits,
  paragraphsRange,
  sentencesRange,
  unitCountMax,
  wordsRange,
  type LoremOptions,
} from './lorem-ipsum-generator';

const fields = {
  language: choiceField('latin', loremLanguages, {
    label: 'language.label',
    choiceLabels: { latin: 'language.latin', chinese: 'language.chinese', japanese: 'language.japanese' },
  }),
  unit: choiceField('paragraphs', loremUnits, {
    label: 'unit.label',
    choiceLabels: {
      paragraphs: 'unit.paragraphs',
      sentences: 'unit.sentences',
      words: 'unit.words',
      bytes: 'unit.bytes',
    },
  }),
  count: integerField(50, { min: 1, max: Math.max(...Object.values(unitCountMax)), label: 'count.label' }),
  paragraphs: integerField(1, { ...paragraphsRange, label: 'paragraphs' }),
  sentences: rangeField([3, 8], { ...sentencesRange, label: 'sentences.label' }),
  words: rangeField([8, 15], { ...wordsRange, label: 'words.label' }),
  startWithLoremIpsum: booleanField(true, { label: 'startWithLoremIpsum' }),
  asHtml: booleanField(false, { label: 'asHtml' }),
};

/** What the generator needs of the page's settings (the output's form, "As HTML", is not one). */
export const loremOptionsOf = (values: FieldValues<typeof fields>): LoremOptions => ({
  language: values.language,
  unit: values.unit,
  count: values.count,
  paragraphs: values.paragraphs,
  sentencesPerParagraph: values.sentences,
  wordsPerSentence: values.words,
  startWithLoremIpsum: values.startWithLoremIpsum,
});

/** The text of generated paragraphs, as the output shows it. */
export const loremText = (paragraphs: readonly string[], asHtml: boolean): string =>
  paragraphs.length === 0 ? '' : asHtml ? loremAsHtml(paragraphs) : loremAsText(paragraphs);

export const loremGenerate = operationOf<typeof words>()({
  id: 'lorem-ipsum-generate',
  input: noInput,
  fields,
  output: { kind: 'text', label: 'lorem.label' },
  run: (_, values) => ok(loremText(generateLoremParagraphs(loremOptionsOf(values)), values.asHtml)),
  examples: [
    {
      name: 'examples.oneWordParagraphs',
      input: undefined,
      options: { paragraphs: 3, sentences: [1, 1], words: [1, 1] },
      output: {
        matches: /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\.\n\n[A-Z][a-z]*\.\n\n[A-Z][a-z]*\.$/,
      },
    },
    {
      name: 'examples.html',
      input: undefined,
      options: { paragraphs: 2, sentences: [1, 1], words: [2, 2], startWithLoremIpsum: false, asHtml: true },
      output: { matches: /^<p>[A-Z][a-z]* [a-z]+\.<\/p>\n\n<p>[A-Z][a-z]* [a-z]+\.<\/p>$/ },
    },
  ],
});

export const operations = toolOperations(loremGenerate);
