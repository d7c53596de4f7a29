import { serveLatest } from '../../lib/worker/serve-latest';
import { compareJsonTexts, type JsonDiffOutcome, type JsonDiffRequest } from './json-diff';

// The line buffers move to the page rather than being copied.
const transfer = ({ comparison }: JsonDiffOutcome): Transferable[] => {
  if (!comparison?.ok) return [];
  const { depths, flags, starts } = comparison.value.lines;
  return [depths.buffer, flags.buffer, starts.buffer];
};

serveLatest<JsonDiffRequest, JsonDiffOutcome>(compareJsonTexts, { transfer });
