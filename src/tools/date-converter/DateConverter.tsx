import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Note } from '../../ui/text/Note';
import {
  dateOutputs,
  detectDateFormat,
  formatDate,
  inputFormats,
  invalidDateMessage,
  parseDate,
} from './date-converter';
import { dateConverterFields } from './date-converter-fields';
import { useBrowserTimeZone } from './useBrowserTimeZone';
import { useNow } from '../../lib/useNow';

const nowRefreshMs = 500;
const labelWidth = '10.5rem';

export default function DateConverter() {
  const [{ date: text, format }, set] = useToolState('date-converter', dateConverterFields);
  const timeZone = useBrowserTimeZone();

  const empty = text.trim() === '';
  const now = useNow(empty, nowRefreshMs);
  const parsed = useMemo(() => (empty ? undefined : parseDate(text, format)), [empty, text, format]);
  const date = empty ? now : parsed;
  const invalid = !empty && parsed === undefined;
  const outputs = useMemo(() => (date ? formatDate(date) : undefined), [date]);

  const changeText = (next: string) => {
    set('date', next);
    const detected = detectDateFormat(next);
    if (detected) set('format', detected);
  };

  return (
    <Card>
      <InputText
        label="Date to convert"
        value={text}
        onChange={changeText}
        placeholder="Paste a date, e.g. 2023-04-12T08:30:00Z or 1700000000"
        autoFocus
        clearable
        spellCheck={false}
        error={invalid ? invalidDateMessage : undefined}
      />
      <Select label="Input format" options={inputFormats} value={format} onChange={(value) => set('format', value)} />
      <Stack gap="xs">
        <Note>{timeZone && `Local times are in your browser's time zone: ${timeZone}.`}</Note>
        {dateOutputs.map(({ label, hint }) => (
          <CopyableField
            key={label}
            label={label}
            value={outputs?.[label] ?? ''}
            placeholder={invalid ? 'Invalid date…' : undefined}
            description={hint}
            labelPosition="left"
            labelWidth={labelWidth}
          />
        ))}
      </Stack>
    </Card>
  );
}
