import { serveLatest } from '../worker/serve-latest';

/** Work on a text with options: a converter, a formatter. Pure, so it runs in a worker unchanged. */
export type TextComputation<Options, Result> = (text: string, options: Options) => Result;

export interface ConversionRequest<Options> {
  text: string;
  options: Options;
}

/** Inside a worker: answers requests with `compute`, the latest one winning. */
export function serveConversion<Options, Result>(compute: TextComputation<Options, Result>): void {
  serveLatest<ConversionRequest<Options>, Result>(({ text, options }) => compute(text, options));
}
