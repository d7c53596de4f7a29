import { useMemo, type ReactNode } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Messages } from '../../i18n/translate';
import { optionFields, type Operation, type OperationResult } from '../../lib/operation/operation';
import { runSafely } from '../../lib/operation/run';
import type { Fields } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { FieldControls } from '../field-controls/FieldControls';
import type { ConversionDirection } from './ConversionCard';
import { operationConversion } from './operation-conversion';
import { TwoWayConverter, type TwoWayConverterProps } from './TwoWayConverter';

/**
 * A direction as page data: its operation (text to text: its input field is the card's input, its
 * other fields the options drawn above it), and the card's words as keys of the tool's catalogue.
 * `spawnWorker` (module-level) starts a worker serving the operation (serveOperation), which then
 * converts large input off the page.
 */
export interface OperationDirection {
  // Any fields: a direction's options are the page's state, read and written by name.
  operation: Operation<string, string, Fields>;
  title: string;
  input: { placeholder: string };
  output: { placeholder: string };
  /** The visible text of the copy button under the output. */
  copyLabel: string;
  spawnWorker?: () => WorkerLike;
  /** Shown under the output: another view of it, such as a preview. */
  below?: (output: string) => ReactNode;
}

/** A two-way converter page declared as data: slug, words, the two directions, layout. */
export interface TwoWayConverterPageProps extends Omit<TwoWayConverterProps, 'encode' | 'decode' | 'swapLabel'> {
  slug: string;
  /** The tool's English catalogue: every word above is a key of it. */
  words: Messages;
  encode: OperationDirection;
  decode: OperationDirection;
  /** The key of the swap button's text, when the page has one (see TwoWayConverter). */
  swapLabel?: string;
}

type PageState = Readonly<Record<string, unknown>>;
type SetPageField = (name: string, value: unknown) => void;

/** A direction with its text and options read from, and written to, the page's state. */
function useOperationDirection(
  { operation, title, input, output, copyLabel, spawnWorker, below }: OperationDirection,
  words: Messages,
  state: PageState,
  set: SetPageField,
): ConversionDirection {
  const { text: say, word } = useToolWords(words);
  const inputName = operation.input.field ?? '';
  const options = useMemo(() => optionFields(operation), [operation]);
  // Options are plain strings and booleans: their text is a stable key for the convert function.
  const optionsKey = JSON.stringify(Object.keys(options).map((name) => state[name]));
  const { convert, worker } = useMemo(() => {
    const values = Object.fromEntries(Object.keys(options).map((name) => [name, state[name]]));
    const run = (text: string) =>
      runSafely(operation, text, { ...values, [inputName]: text }) as OperationResult<string>;
    const show = (result: unknown) => operationConversion(result as OperationResult<string>, word);
    return {
      convert: (text: string) => show(run(text)),
      worker: spawnWorker && { spawn: spawnWorker, convert: run, options: values, show },
    };
    // `state` is read through optionsKey: a change of the input text alone converts nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [operation, options, inputName, spawnWorker, word, optionsKey]);
  const label = operation.fields[inputName]?.label;
  return {
    title: say(title),
    input: { label: label ? say(label) : inputName, placeholder: say(input.placeholder) },
    output: {
      label: operation.output ? say(operation.output.label) : '',
      placeholder: say(output.placeholder),
      send: operation.output && { kind: operation.output.kind },
    },
    copyLabel: say(copyLabel),
    value: String(state[inputName]),
    onChange: (value) => set(inputName, value),
    convert,
    worker,
    below,
    options: Object.keys(options).length > 0 && (
      <FieldControls fields={options} values={state} onChange={set} text={say} />
    ),
  };
}

/** The page component of a two-way converter whose state is its two operations' fields. */
export function twoWayConverterPage({ slug, words, encode, decode, swapLabel, ...layout }: TwoWayConverterPageProps) {
  const fields: Fields = { ...encode.operation.fields, ...decode.operation.fields };
  return function TwoWayConverterPage() {
    const [state, setField] = useToolState(slug, fields);
    const set: SetPageField = setField;
    const { text: say } = useToolWords(words);
    return (
      <TwoWayConverter
        {...layout}
        swapLabel={swapLabel && say(swapLabel)}
        encode={useOperationDirection(encode, words, state, set)}
        decode={useOperationDirection(decode, words, state, set)}
      />
    );
  };
}
