import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';

export const viewChoices = ['side-by-side', 'inline'] as const;
export const granularityChoices = ['words', 'characters'] as const;

// Nothing is persisted: the texts may be confidential.
export const textDiffFields = defineFields({
  original: textField('original text'),
  modified: textField('modified text'),
  view: choiceField<(typeof viewChoices)[number]>('side-by-side', viewChoices),
  ignoreWhitespace: booleanField(false),
  ignoreCase: booleanField(false),
  wordWrap: booleanField(false),
  granularity: choiceField<(typeof granularityChoices)[number]>('words', granularityChoices),
});
