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
  /**
   * `multiline` for long input, such as a JWT; `clearable` adds a button that empties it;
   * `autoFocus` where the card is the page's main input.
   */
  input: { label: string; placeholder: string; multiline?: boolean; clearable?: boolean; autoFocus?: boolean };
  /**
   * The decoded value, or the sentence saying why it cannot be. Called with non-blank text only
   * (blank input shows nothing and no error), unless `decodeBlank`. Keep it stable.
   */
  decode: (text: string) => Result<Decoded>;
  /** Blank text is decoded too: for a spec that calls an empty field an error. */
  decodeBlank?: boolean;
  /** The decoded value as tables of labelled fields. */
  tables?: (decoded: Decoded) => readonly DecodedTable[];
  /** Settings of the decoding (a layout, a preset), between the input and what it decodes to. */
  options?: ReactNode;
  /** Shown above the tables while the text decodes: a status line, a view of the value's parts. */
  summary?: (decoded: Decoded) => ReactNode;
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
  decodeBlank = false,
  tables,
  options,
  summary,
  value,
  defaultValue,
  onChange,
  children,
}: DecoderCardProps<Decoded>) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const decoding = useMemo(
    () => (text.trim() === '' && !decodeBlank ? undefined : decode(text)),
    [decode, decodeBlank, text],
  );
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
        autoFocus={input.autoFocus}
        error={decoding?.ok === false ? decoding.error : undefined}
        monospace
        spellCheck={false}
      />
      {options}
      {decoding?.ok && summary?.(decoding.value)}
      {decoding?.ok &&
        tables?.(decoding.value).map((table) => (
          <KeyValueTable key={table.caption} caption={table.caption} rows={table.rows} copyable />
        ))}
      {typeof children === 'function' ? children(decoding?.ok ? decoding.value : undefined) : children}
    </Card>
  );
}
