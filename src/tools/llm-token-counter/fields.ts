import { booleanField, choiceField, numberTextField, textField } from '../../lib/tool-state/fields';
import { encodings, modelIds, tokenizers } from './models';

export const countFields = {
  // A prompt may be private or large: in the page only.
  text: textField('', { sensitive: true, label: 'text.label' }),
  model: choiceField('gpt-5', modelIds, {
    persist: true,
    label: 'model.label',
    choiceLabels: Object.fromEntries(modelIds.map((id) => [id, `models.${id}`])),
  }),
  encoding: choiceField('o200k_base', tokenizers, {
    persist: true,
    label: 'encoding.label',
    choiceLabels: { estimate: 'encoding.estimate' },
  }),
  contextWindow: numberTextField(128000, { persist: true, label: 'contextWindow.label' }),
  ids: booleanField(false, { persist: true, label: 'ids.label' }),
};

export const decodeFields = {
  tokenIds: textField('', { label: 'decode.ids' }),
  vocabulary: choiceField('o200k_base', encodings, { persist: true, label: 'decode.vocabulary' }),
};

/** The prices per million input tokens the person typed, by model (JSON): the page's own field. */
export const pricesField = textField('{}', { persist: true, pattern: /^\{.*\}$/ });
