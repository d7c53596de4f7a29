import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { Locale as DateLocale } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { parseDecimalText } from '../../lib/decimal-text';
import { fromDateTimeLocal } from '../../lib/date-time-local';
import type { Field } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { Card } from '../../ui/card/Card';
import { DateTimeInput } from '../../ui/date-time-input/DateTimeInput';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { PresetButtons } from '../../ui/preset-buttons/PresetButtons';
import { Note } from '../../ui/text/Note';
import { englishDateLocale, loadDateLocale } from './date-locales';
import { downloadDurationMs, remainingMs, timeUnitMs, totalDurationMs, type TimeUnit } from './eta-calculator';
import { EndFields } from './EndFields';
import words from './locales/en.json';
import { etaPageFields as fields } from './operations';

type ChoiceName = 'unit' | 'elapsedUnit' | 'sizeUnit' | 'speedUnit';

// "It will end" reads as a time of day: it follows the clock once a minute.
const nowRefreshMs = 60_000;

interface PositiveBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
}

function PositiveBox({ label, value, onChange, hideLabel }: PositiveBoxProps) {
  return (
    <NumberInput
      raw="text"
      label={label}
      hideLabel={hideLabel}
      value={value}
      onChange={onChange}
      min={1}
      allowDecimal
      allowNegative={false}
    />
  );
}

/** date-fns' locale of the page's language, once loaded (English comes with the tool). */
function useDateLocale(): DateLocale | undefined {
  const { locale } = useTranslation();
  const [loaded, setLoaded] = useState<{ locale: string; dateLocale: DateLocale }>();
  useEffect(() => {
    if (locale === 'en') return undefined;
    let current = true;
    loadDateLocale(locale).then(
      (dateLocale) => current && setLoaded({ locale, dateLocale }),
      // Not fetched (offline before a first visit in that language): English, rather than nothing.
      () => current && setLoaded({ locale, dateLocale: englishDateLocale }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  if (locale === 'en') return englishDateLocale;
  return loaded?.locale === locale ? loaded.dateLocale : undefined;
}

export default function EtaCalculator() {
  const { t, text } = useToolWords(words);
  const [state, set] = useToolState('eta-calculator', fields);
  /** The select of one of the choice fields, drawn from its declaration. */
  const choice = (name: ChoiceName) => (
    <FieldControls
      fields={{ [name]: fields[name] as Field<unknown> }}
      values={state}
      onChange={(_, value) => set(name, value as never)}
      text={text}
    />
  );
  const now = useNow(true, nowRefreshMs);
  const dateLocale = useDateLocale();
  const duration = totalDurationMs(
    parseDecimalText(state.amount),
    parseDecimalText(state.perSpan),
    parseDecimalText(state.span),
    state.unit,
  );
  const elapsed = parseDecimalText(state.elapsed);
  const remaining = remainingMs(
    parseDecimalText(state.amount),
    parseDecimalText(state.done),
    elapsed === undefined ? undefined : elapsed * timeUnitMs[state.elapsedUnit],
  );
  const download = downloadDurationMs(
    parseDecimalText(state.size),
    state.sizeUnit,
    parseDecimalText(state.speed),
    state.speedUnit,
  );
  const perUnit = (unit: TimeUnit) => () => {
    set('span', '1');
    set('unit', unit);
  };

  return (
    <Stack>
      <Card>
        <Note>{t('intro')}</Note>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PositiveBox label={t('amount')} value={state.amount} onChange={(v) => set('amount', v)} />
          <DateTimeInput
            label={t('startedAt')}
            value={state.startedAt}
            onChange={(value) => set('startedAt', value)}
            withSeconds
          />
        </SimpleGrid>
        <Group gap="sm" align="flex-end" grow>
          <PositiveBox label={t('perSpan')} value={state.perSpan} onChange={(v) => set('perSpan', v)} />
          <PositiveBox label={t('span')} value={state.span} onChange={(v) => set('span', v)} />
          {choice('unit')}
        </Group>
        <PresetButtons
          label={t('presets.label')}
          presets={[
            { label: t('presets.perSecond'), apply: perUnit('seconds') },
            { label: t('presets.perMinute'), apply: perUnit('minutes') },
            { label: t('presets.perHour'), apply: perUnit('hours') },
          ]}
        />
        <EndFields
          dateLocale={dateLocale}
          durationMs={duration}
          start={fromDateTimeLocal(state.startedAt)}
          now={now}
          labels={{ duration: t('total.duration'), end: t('total.end'), endAbsolute: t('total.endAbsolute') }}
        />
      </Card>
      <Card title={t('progress.title')}>
        <Note>{t('progress.note')}</Note>
        <Group gap="sm" align="flex-end" grow>
          <PositiveBox label={t('progress.done')} value={state.done} onChange={(v) => set('done', v)} />
          <PositiveBox label={t('progress.elapsed')} value={state.elapsed} onChange={(v) => set('elapsed', v)} />
          {choice('elapsedUnit')}
        </Group>
        <EndFields
          dateLocale={dateLocale}
          durationMs={remaining}
          start={now}
          now={now}
          labels={{
            duration: t('progress.duration'),
            end: t('progress.end'),
            endAbsolute: t('progress.endAbsolute'),
          }}
        />
      </Card>
      <Card title={t('download.title')}>
        <Group gap="sm" align="flex-end" grow>
          <PositiveBox label={t('download.size')} value={state.size} onChange={(v) => set('size', v)} />
          {choice('sizeUnit')}
          <PositiveBox label={t('download.speed')} value={state.speed} onChange={(v) => set('speed', v)} />
          {choice('speedUnit')}
        </Group>
        <EndFields
          dateLocale={dateLocale}
          durationMs={download}
          start={now}
          now={now}
          labels={{
            duration: t('download.duration'),
            end: t('download.end'),
            endAbsolute: t('download.endAbsolute'),
          }}
        />
      </Card>
    </Stack>
  );
}
