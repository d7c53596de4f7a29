import { serveLatest, yieldToEvents } from '../../lib/worker/serve-latest';
import { convertImage, type Converted, type ImageSource } from './convert-image';
import { encoderLoaded } from './codecs';
import type { ConvertOptions } from './fields';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';

export interface ConvertRequest {
  sources: ImageSource[];
  options: ConvertOptions;
}

/** Where the run is: the file being converted, and whether an encoder is being loaded first. */
export interface ConvertProgress {
  index: number;
  loading?: 'webp' | 'avif';
}

// One file after another; a newer request (options changed, files added) ends this run.
serveLatest<ConvertRequest, Result<Converted, Message>[], ConvertProgress>(
  async ({ sources, options }, { signal, progress }) => {
    const done: Result<Converted, Message>[] = [];
    for (const [index, source] of sources.entries()) {
      const format = options.format;
      const loading = (format === 'webp' || format === 'avif') && !encoderLoaded(format) ? format : undefined;
      progress({ index, loading });
      await yieldToEvents();
      if (signal.aborted) return done;
      done.push(await convertImage(source, options));
    }
    return done;
  },
);
