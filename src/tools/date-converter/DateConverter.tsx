import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { dateOutputNames, detectDateFormat, formatDate, parseDate } from './date-converter';
import words from './locales/en.json';
import { dateConvert } from './operations';
import { useBrowserTimeZone } from './useBrowserTimeZone';

const formatFields = { format: dateConvert.fields.format };

const nowRefreshMs = 500;
const labelWidth = '10.5rem';

export default function DateConverter() {
  const { t, text: wordOf } = useToolWords(words);
  const [{ date: text, format }, set] = useToolState('date-converter', dateConvert.fields);
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
        label={t('date.label')}
        value={text}
        onChange={changeText}
        placeholder={t('date.placeholder')}
        autoFocus
        clearable
        spellCheck={false}
        error={invalid ? t('errors.invalidDate') : undefined}
      />
      <FieldControls
        fields={formatFields}
        values={{ format }}
        onChange={(_, value) => set('format', value as typeof format)}
        text={wordOf}
      />
      <Stack gap="xs">
        <Note>{timeZone && t('timeZone', { timeZone })}</Note>
        {dateOutputNames.map((name) => (
          <CopyableField
            key={name}
            label={t(`outputs.${name}`)}
            value={outputs?.[name] ?? ''}
            placeholder={invalid ? t('outputs.invalid') : undefined}
            description={name === 'excel' ? t('outputs.excelHint') : undefined}
            labelPosition="left"
            labelWidth={labelWidth}
          />
        ))}
      </Stack>
    </Card>
  );
}
