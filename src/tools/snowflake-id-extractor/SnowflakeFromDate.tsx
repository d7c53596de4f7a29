import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { snowflakeFromDate, type SnowflakeLayout } from './snowflake-id-extractor';

interface SnowflakeFromDateProps {
  layout: Result<SnowflakeLayout, Message>;
  date: string;
  onChange: (date: string) => void;
}

/** The reverse: the smallest ID of an instant, what search filters by date ask for. */
export function SnowflakeFromDate({ layout, date, onChange }: SnowflakeFromDateProps) {
  const { t, word } = useToolWords(words);
  const result = useMemo(() => (layout.ok ? snowflakeFromDate(date, layout.value) : undefined), [layout, date]);
  return (
    <Card title={t('fromDate.title')}>
      <InputText
        label={t('fromDate.input.label')}
        placeholder={t('fromDate.input.placeholder')}
        value={date}
        onChange={onChange}
        error={result?.ok === false ? word(result.error) : undefined}
        monospace
        spellCheck={false}
      />
      <CopyableField
        label={t('fromDate.output')}
        value={result?.ok && result.value !== undefined ? String(result.value) : ''}
        labelPosition="left"
      />
      <Note>{t('fromDate.note')}</Note>
    </Card>
  );
}
