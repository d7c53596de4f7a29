import { err, ok, type Result } from '../result';

/**
 * The text a conversion gives, maybe with a notice about it (what was left out, say: a warning)
 * or a summary (a plain fact about it, such as its size).
 */
export interface ConvertedText {
  output: string;
  notice?: string;
  summary?: string;
}

/** The outcome of turning one text into another: the output, or why not. */
export type Conversion = Result<ConvertedText>;

/** Input the user can fix; its message is shown under the input as it is. */
export class ConversionError extends Error {
  override name = 'ConversionError';
}

export type Converter<Options = undefined> = (text: string, options: Options) => Conversion;

type Step<Options> = (text: string, options: Options) => string | ConvertedText;

/**
 * A converter from a function that returns the output or throws a ConversionError. Empty or
 * blank input gives an empty output, never an error; nothing thrown escapes.
 */
export function defineConverter<Options = undefined>(step: Step<Options>): Converter<Options> {
  return (text, options) => {
    if (text.trim() === '') return ok({ output: '' });
    try {
      const result = step(text, options);
      return ok(typeof result === 'string' ? { output: result } : result);
    } catch (error) {
      return err(error instanceof Error ? error.message : String(error));
    }
  };
}

/** The first line of a library's message: the rest is often a code excerpt with a caret. */
export function firstLine(message: string): string {
  return message.split('\n', 1)[0].trim();
}
