import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { modelOf, type Model, type Tokenizer } from './models';
import { countTokens, type TokenCount } from './tokens';
import { loadVocabulary } from './vocabulary';

export const maxContextWindow = 10_000_000;

/** The custom context window typed, or why it cannot be one. */
export function readContextWindow(text: string): Result<number, Message> {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= maxContextWindow
    ? ok(value)
    : err(message('errors.contextWindow'));
}

/** The model chosen, with the custom tokenizer and window when it is "Custom". */
export function chosenModel(options: {
  model: string;
  encoding: Tokenizer;
  contextWindow: string;
}): Result<Model, Message> {
  if (options.model !== 'custom') return ok(modelOf(options.model, { encoding: 'estimate', contextWindow: 1 }));
  const window = readContextWindow(options.contextWindow);
  return window.ok ? ok(modelOf('custom', { encoding: options.encoding, contextWindow: window.value })) : window;
}

/** The counts of `text` for the tokenizer `tokenizer`, loading its vocabulary first. */
export async function countWith(tokenizer: Tokenizer, text: string): Promise<TokenCount> {
  return countTokens(text, tokenizer === 'estimate' ? undefined : await loadVocabulary(tokenizer));
}
