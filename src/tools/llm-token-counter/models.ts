// The models the counter knows: their tokenizer and context window, from models.json (dated, so
// that it can be brought up to date without touching code).
import table from './models.json';

export const encodings = ['o200k_base', 'cl100k_base'] as const;
export type EncodingName = (typeof encodings)[number];
export type Tokenizer = EncodingName | 'estimate';
export const tokenizers: readonly Tokenizer[] = [...encodings, 'estimate'];

export interface Model {
  id: string;
  encoding: Tokenizer;
  contextWindow: number;
}

export const modelsCheckedOn = table.checkedOn;
export const models = table.models as readonly Model[];
export const modelIds = [...models.map((model) => model.id), 'custom'] as const;

/** The model `id`, or the custom one with its chosen tokenizer and window. */
export function modelOf(id: string, custom: { encoding: Tokenizer; contextWindow: number }): Model {
  return models.find((model) => model.id === id) ?? { id: 'custom', ...custom };
}
