/** The outcome of turning one text into another: the output (and maybe a notice about it) or why not. */
export type Conversion = { ok: true; output: string; notice?: string } | { ok: false; error: string };

/** Input the user can fix; its message is shown under the input as it is. */
export class ConversionError extends Error {
  override name = 'ConversionError';
}

export type Converter<Options = undefined> = (text: string, options: Options) => Conversion;

type Step<Options> = (text: string, options: Options) => string | { output: string; notice?: string };

/**
 * A converter from a function that returns the output or throws a ConversionError. Empty or
 * blank input gives an empty output, never an error; nothing thrown escapes.
 */
export function defineConverter<Options = undefined>(step: Step<Options>): Converter<Options> {
  return (text, options) => {
    if (text.trim() === '') return { ok: true, output: '' };
    try {
      const result = step(text, options);
      return typeof result === 'string' ? { ok: true, output: result } : { ok: true, ...result };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** The first line of a library's message: the rest is often a code excerpt with a caret. */
export function firstLine(message: string): string {
  return message.split('\n', 1)[0].trim();
}
