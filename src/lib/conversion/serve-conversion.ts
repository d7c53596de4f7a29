import { serveLatest } from '../worker/serve-latest';
import type { Converter } from './conversion';

export interface ConversionRequest<Options> {
  text: string;
  options: Options;
}

/** Inside a worker: answers conversion requests with `convert`, the latest one winning. */
export function serveConversion<Options>(convert: Converter<Options>): void {
  serveLatest<ConversionRequest<Options>, ReturnType<Converter<Options>>>(({ text, options }) =>
    convert(text, options),
  );
}
