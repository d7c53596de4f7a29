import { Stack } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Alert } from '../alert/Alert';
import { Card } from '../card/Card';
import { CopyableField } from '../copyable-field/CopyableField';
import { InputText } from '../input-text/InputText';
import { RunStatus } from '../run-status/RunStatus';
import type { Sendable } from '../send-to/send-to-context';
import { Note } from '../text/Note';
import type { TextConversion } from './text-conversion';
import { useShownConversion, type ConversionWorker } from './useShownConversion';

/** One direction of a text conversion, as data: its card's title, labels and convert function. */
export interface ConversionDirection {
  title: string;
  input: { label: string; placeholder: string };
  /** `send`: the output's kind, for "Send to…". */
  output: { label: string; placeholder: string; send?: Sendable };
  /** The visible text of the copy button under the output. */
  copyLabel: string;
  /** Keep it stable (module-level, or memoised on its options): a new function converts again. */
  convert: (text: string) => TextConversion;
  /** The text, when the page keeps it (in the tool's state); the card keeps it otherwise. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown above the input: an option of the conversion, such as a switch. */
  options?: ReactNode;
  /** Shown under the output: another view of it, such as a preview. */
  below?: (output: string) => ReactNode;
  /** Converts large input off the page, for conversions too slow for it on megabytes. */
  worker?: ConversionWorker;
}

export interface ConversionCardProps extends ConversionDirection {
  /** The side holding the encoded form (binary, Base64…), shown in monospace. */
  encoded?: 'input' | 'output';
  /** A fixed height in lines for both fields; without it they start at 3 lines and grow with the text. */
  rows?: number;
  autoFocus?: boolean;
}

/**
 * A card converting what is typed into its input: the error (and a hint) under the input, a
 * notice about the output, and the copyable output. Large input is converted at pauses in typing,
 * or in a worker when the direction has one.
 */
export function ConversionCard({
  title,
  input,
  output,
  copyLabel,
  convert,
  value,
  defaultValue,
  onChange,
  options,
  below,
  worker,
  encoded,
  rows,
  autoFocus,
}: ConversionCardProps) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const { t } = useTranslation();
  const { shown, busy } = useShownConversion(text, convert, worker);
  return (
    <Card title={title}>
      {options}
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
      {worker && <RunStatus running={busy} label={t('ui.converting')} />}
      {shown.notice && <Alert type="warning">{shown.notice}</Alert>}
      <CopyableField
        label={output.label}
        value={shown.output}
        multiline
        rows={rows}
        monospace={encoded === 'output'}
        placeholder={output.placeholder}
        copyLabel={copyLabel}
        send={output.send}
      />
      {below?.(shown.output)}
    </Card>
  );
}
