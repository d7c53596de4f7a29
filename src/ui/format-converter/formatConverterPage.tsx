import type { Fields } from '../../lib/tool-state/fields';
import { FormatConverter, type FormatConverterProps } from './FormatConverter';

/**
 * The page component of a converter that is the shared layout and nothing else, declared as data:
 * the operation, the tool's words, the input's and output's look, the worker.
 */
export function formatConverterPage<F extends Fields>(props: FormatConverterProps<F>) {
  return function FormatConverterPage() {
    return <FormatConverter {...props} />;
  };
}
