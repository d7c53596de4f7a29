import { Stack } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { useTranslation } from '../../i18n/i18n';
import { Alert } from '../alert/Alert';
import { Card } from '../card/Card';
import { CopyableField } from '../copyable-field/CopyableField';
import { InputText } from '../input-text/InputText';
import { RunStatus } from '../run-status/RunStatus';
import { Note } from '../text/Note';
import { showConversion } from './text-conversion';
import type { DirectionConvert, DirectionRequest } from './two-way-conversion';

/** One direction of a text conversion, as data: its card's title, labels and convert function. */
export interface ConversionDirection<Options = undefined> {
  /** The direction's key in the tool's worker (see serveTwoWayConversion): its input's field name. */
  name: string;
  title: string;
  input: { label: string; placeholder: string };
  output: { label: string; placeholder: string };
  /** The visible text of the copy button under the output. */
  copyLabel: string;
  /** Module-level and pure: it runs live on small text, and in the tool's worker on large text. */
  convert: DirectionConvert<Options>;
  /** What `convert` takes besides the text: plain data, memoised (a new object converts again). */
  options?: Options;
  /** The text, when the page keeps it (in the tool's state); the card keeps it otherwise. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown above the input: the controls of the conversion's options, such as a switch. */
  controls?: ReactNode;
}

export interface ConversionCardProps<Options> extends ConversionDirection<Options> {
  /** Starts the tool's worker (serving serveTwoWayConversion), for large text. Module-level. */
  spawnWorker: () => WorkerLike;
  /** The side holding the encoded form (binary, Base64…), shown in monospace. */
  encoded?: 'input' | 'output';
  /** A fixed height in lines for both fields; without it they start at 3 lines and grow with the text. */
  rows?: number;
  autoFocus?: boolean;
}

/**
 * A card converting what is typed into its input: the error (and a hint) under the input, a
 * notice about the output, and the copyable output. Large input is converted in a worker, at
 * pauses in typing, so neither typing nor a big paste holds the page.
 */
export function ConversionCard<Options>({
  name,
  title,
  input,
  output,
  copyLabel,
  convert,
  options,
  controls,
  spawnWorker,
  value,
  defaultValue,
  onChange,
  encoded,
  rows,
  autoFocus,
}: ConversionCardProps<Options>) {
  const { t } = useTranslation();
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const request = useMemo<DirectionRequest>(() => ({ direction: name, options }), [name, options]);
  const convertHere = useCallback(
    (input: string, { options }: DirectionRequest) => convert(input, options as Options),
    [convert],
  );
  const { result, error, busy } = useTextComputation(text, request, convertHere, spawnWorker);
  const shown = useMemo(
    () => (error === undefined ? showConversion(result ?? '') : { output: '', error }),
    [result, error],
  );
  return (
    <Card title={title}>
      {controls}
      <Stack gap={4}>
        <InputText
          label={input.label}
          placeholder={input.placeholder}
          value={text}
          onChange={setText}
          multiline
          rows={rows ?? 3}
          autosize={rows === undefined}
          autoFocus={autoFocus}
          monospace={encoded === 'input'}
          spellCheck={false}
          error={shown.error}
        />
        {shown.hint && <Note>{shown.hint}</Note>}
      </Stack>
      {shown.notice && <Alert type="warning">{shown.notice}</Alert>}
      <RunStatus running={busy} label={t('ui.converting')} />
      <CopyableField
        label={output.label}
        value={shown.output}
        multiline
        rows={rows}
        monospace={encoded === 'output'}
        placeholder={output.placeholder}
        copyLabel={copyLabel}
      />
    </Card>
  );
}
