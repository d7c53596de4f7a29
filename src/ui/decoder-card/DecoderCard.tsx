import { useUncontrolled } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import type { Result } from '../../lib/result';
import { Card } from '../card/Card';
import { InputText } from '../input-text/InputText';
import { KeyValueTable, type KeyValueRow } from '../table/KeyValueTable';

/** One group of decoded fields; its caption names the table ('UUID details', 'Payload'). */
export interface DecodedTable {
  caption: string;
  rows: readonly KeyValueRow[];
}

interface DecoderCardProps<Decoded> {
  /** The card's heading: 'Decode a UUID'. */
  title: string;
  /** `multiline` for long input, such as a JWT; `clearable` adds a button that empties it. */
  input: { label: string; placeholder: string; multiline?: boolean; clearable?: boolean };
  /**
   * The decoded value, or the sentence saying why it cannot be. Called with non-blank text only:
   * blank input shows nothing and no error. Keep it stable.
   */
  decode: (text: string) => Result<Decoded>;
  /** The decoded value as tables of labelled fields. */
  tables?: (decoded: Decoded) => readonly DecodedTable[];
  /** The text, when the page keeps it (in the tool's state); the card keeps it otherwise. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /**
   * Shown under the decoded fields: a note about them, say, or what tables cannot show, drawn
   * from the decoded value (undefined while the text is blank or cannot be decoded).
   */
  children?: ReactNode | ((decoded: Decoded | undefined) => ReactNode);
}

/**
 * A card to paste a value into and read what it holds: the input, its error under it, and the
 * decoded fields in labelled rows, each value with a copy button.
 */
export function DecoderCard<Decoded>({
  title,
  input,
  decode,
  tables,
  value,
  defaultValue,
  onChange,
  children,
}: DecoderCardProps<Decoded>) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const decoding = useMemo(() => (text.trim() === '' ? undefined : decode(text)), [decode, text]);
  return (
    <Card title={title}>
      <InputText
        label={input.label}
        placeholder={input.placeholder}
        value={text}
        onChange={setText}
        multiline={input.multiline}
        autosize={input.multiline}
        clearable={input.clearable}
        error={decoding?.ok === false ? decoding.error : undefined}
        monospace
        spellCheck={false}
      />
      {decoding?.ok &&
        tables?.(decoding.value).map((table) => (
          <KeyValueTable key={table.caption} caption={table.caption} rows={table.rows} copyable />
        ))}
      {typeof children === 'function' ? children(decoding?.ok ? decoding.value : undefined) : children}
    </Card>
  );
}
