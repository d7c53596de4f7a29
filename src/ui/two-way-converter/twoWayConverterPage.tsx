import { useMemo } from 'react';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import type { ConversionDirection } from './ConversionCard';
import {
  optionFields,
  readOptionValues,
  type DirectionOptions,
  type NoOptions,
  type OptionValues,
} from './direction-options';
import { OptionControls } from './OptionControls';
import type { TextConversion } from './text-conversion';
import { TwoWayConverter, type TwoWayConverterProps } from './TwoWayConverter';

/**
 * A direction as page data: `name` is its input's field, the input's name in links (`text`,
 * `binary`…); `defaultValue` its first text; `options` its switches and selects, by field name,
 * whose values `convert` receives. `spawnWorker` (module-level) starts a worker serving `convert`
 * (serveConversion), which then converts large input off the page.
 */
export type LinkedDirection<O extends DirectionOptions = NoOptions> = Omit<
  ConversionDirection,
  'value' | 'onChange' | 'options' | 'convert' | 'worker'
> & {
  name: string;
  options?: O;
  convert: (text: string, options: OptionValues<O>) => TextConversion;
  spawnWorker?: () => WorkerLike;
};

/** A two-way converter page declared as data: slug, the two directions, layout. */
export interface TwoWayConverterPageProps<E extends DirectionOptions, D extends DirectionOptions> extends Omit<
  TwoWayConverterProps,
  'encode' | 'decode'
> {
  slug: string;
  encode: LinkedDirection<E>;
  decode: LinkedDirection<D>;
}

type PageState = Readonly<Record<string, unknown>>;
type SetPageField = (name: string, value: unknown) => void;

/** A direction with its text and options read from, and written to, the page's state. */
function useLinkedDirection<O extends DirectionOptions>(
  { name, options, convert, spawnWorker, defaultValue: _default, ...direction }: LinkedDirection<O>,
  state: PageState,
  set: SetPageField,
): ConversionDirection {
  // Options are plain strings and booleans: their text is a stable key for the convert function.
  const optionsKey = JSON.stringify(readOptionValues(options, state));
  const { convertWithOptions, worker } = useMemo(() => {
    const values = JSON.parse(optionsKey) as OptionValues<O>;
    return {
      convertWithOptions: (text: string) => convert(text, values),
      worker: spawnWorker && { spawn: spawnWorker, convert, options: values },
    };
  }, [convert, spawnWorker, optionsKey]);
  return {
    ...direction,
    value: String(state[name]),
    onChange: (value) => set(name, value),
    convert: convertWithOptions,
    worker,
    options: options && <OptionControls options={options} values={state} onChange={set} />,
  };
}

/** The page component of a two-way converter whose state is its two input texts and their options. */
export function twoWayConverterPage<E extends DirectionOptions, D extends DirectionOptions>({
  slug,
  encode,
  decode,
  ...layout
}: TwoWayConverterPageProps<E, D>) {
  const fields = defineFields({
    [encode.name]: textField(encode.defaultValue ?? ''),
    [decode.name]: textField(decode.defaultValue ?? ''),
    ...optionFields(encode.options),
    ...optionFields(decode.options),
  });
  return function TwoWayConverterPage() {
    const [state, setField] = useToolState(slug, fields);
    const set: SetPageField = setField;
    return (
      <TwoWayConverter
        {...layout}
        encode={useLinkedDirection(encode, state, set)}
        decode={useLinkedDirection(decode, state, set)}
      />
    );
  };
}
