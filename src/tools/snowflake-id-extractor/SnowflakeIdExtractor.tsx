import { Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { err, ok } from '../../lib/result';
import { formatRelativeTime } from '../../lib/relative-time';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { Alert } from '../../ui/alert/Alert';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { LayoutOptions } from './LayoutOptions';
import words from './locales/en.json';
import { snowflakePageFields as fields } from './operations';
import { SnowflakeBulk } from './SnowflakeBulk';
import { SnowflakeFromDate } from './SnowflakeFromDate';
import {
  binaryOf,
  decodeSnowflake,
  isInFuture,
  isoDateOf,
  layoutOf,
  parseSnowflakeId,
  type CustomLayout,
  type SnowflakeParts,
} from './snowflake-id-extractor';

// Relative times count in seconds at most.
const nowRefreshMs = 1000;

export default function SnowflakeIdExtractor() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('snowflake-id-extractor', fields);
  const { preset, epoch, workerBits, sequenceBits } = state;
  const custom = useMemo<CustomLayout>(() => ({ epoch, workerBits, sequenceBits }), [epoch, workerBits, sequenceBits]);
  const layout = useMemo(() => layoutOf(preset, custom), [preset, custom]);
  const now = useNow(true, nowRefreshMs)?.getTime();
  const languageTag = localeTags[useTranslation().locale];

  // A layout in error shows its message under its own field and leaves the outputs blank.
  const decode = useCallback(
    (typed: string) => {
      const id = parseSnowflakeId(typed);
      if (!id.ok) return err(word(id.error));
      return ok(layout.ok && id.value !== undefined ? decodeSnowflake(id.value, layout.value) : undefined);
    },
    [layout, word],
  );
  const tables = useCallback(
    (parts: SnowflakeParts | undefined) => {
      if (!parts || !layout.ok) return [];
      const iso = isoDateOf(parts.timestampMs);
      // The visitor's zone and clock are known only once the page runs in the browser.
      const known = iso !== '' && now !== undefined;
      const rows: KeyValueRow[] = [
        { label: t('rows.timestampMs'), value: String(parts.timestampMs) },
        { label: t('rows.date'), value: iso },
        { label: t('rows.localDate'), value: known ? new Date(parts.timestampMs).toLocaleString(languageTag) : '' },
        { label: t('rows.relative'), value: known ? formatRelativeTime(parts.timestampMs, now, languageTag) : '' },
        ...parts.fields.map((field) => ({ label: t(`fields.${field.name}`), value: String(field.value) })),
        { label: t('rows.binary'), value: binaryOf(parts.id, layout.value) },
      ];
      return [{ caption: t('decode.caption'), rows }];
    },
    [languageTag, layout, now, t],
  );
  const summary = (parts: SnowflakeParts | undefined) =>
    parts && now !== undefined && isInFuture(parts.timestampMs, now) ? (
      <Alert type="warning">{t('notes.future')}</Alert>
    ) : null;

  return (
    <Stack gap="md">
      <DecoderCard
        title={t('decode.title')}
        input={{ label: t('decode.input.label'), placeholder: t('decode.input.placeholder'), autoFocus: true }}
        decode={decode}
        tables={tables}
        summary={summary}
        value={state.id}
        onChange={(value) => set('id', value)}
        options={
          <LayoutOptions
            preset={preset}
            custom={custom}
            onPresetChange={(value) => set('preset', value)}
            onCustomChange={set}
          />
        }
      />
      <SnowflakeFromDate layout={layout} date={state.date} onChange={(value) => set('date', value)} />
      <SnowflakeBulk
        layout={layout}
        ids={state.ids}
        order={state.order}
        onIdsChange={(value) => set('ids', value)}
        onOrderChange={(value) => set('order', value)}
      />
    </Stack>
  );
}
