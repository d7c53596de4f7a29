import { useMemo } from 'react';
import type { Result } from '../../lib/result';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { snowflakeFromDate, type SnowflakeLayout } from './snowflake-id-extractor';

interface SnowflakeFromDateProps {
  layout: Result<SnowflakeLayout>;
  date: string;
  onChange: (date: string) => void;
}

/** The reverse: the smallest ID of an instant, what search filters by date ask for. */
export function SnowflakeFromDate({ layout, date, onChange }: SnowflakeFromDateProps) {
  const result = useMemo(() => (layout.ok ? snowflakeFromDate(date, layout.value) : undefined), [layout, date]);
  return (
    <Card title="Snowflake from date">
      <InputText
        label="Date"
        placeholder="ISO date or Unix ms, e.g. 2024-01-01T00:00:00Z"
        value={date}
        onChange={onChange}
        error={result?.ok === false ? result.error : undefined}
        monospace
        spellCheck={false}
      />
      <CopyableField
        label="Smallest Snowflake ID"
        value={result?.ok && result.value !== undefined ? String(result.value) : ''}
        labelPosition="left"
      />
      <Note>With the preset above; every ID made at that instant or later is at least this one.</Note>
    </Card>
  );
}
