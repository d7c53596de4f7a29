import { Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { err, ok } from '../../lib/result';
import { formatRelativeTime } from '../../lib/relative-time';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { Alert } from '../../ui/alert/Alert';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import type { KeyValueRow } from '../../ui/table/KeyValueTable';
import { LayoutOptions } from './LayoutOptions';
import { SnowflakeBulk } from './SnowflakeBulk';
import { SnowflakeFromDate } from './SnowflakeFromDate';
import { snowflakeFields } from './snowflake-fields';
import {
  binaryOf,
  decodeSnowflake,
  futureWarning,
  isInFuture,
  isoDateOf,
  layoutOf,
  parseSnowflakeId,
  type CustomLayout,
  type SnowflakeLayout,
  type SnowflakeParts,
} from './snowflake-id-extractor';

// Relative times count in seconds at most.
const nowRefreshMs = 1000;

function detailRows(parts: SnowflakeParts, layout: SnowflakeLayout, nowMs: number | undefined): KeyValueRow[] {
  const iso = isoDateOf(parts.timestampMs);
  // The visitor's zone and clock are known only once the page runs in the browser.
  const known = iso !== '' && nowMs !== undefined;
  return [
    { label: 'Timestamp (ms)', value: String(parts.timestampMs) },
    { label: 'Date (UTC)', value: iso },
    { label: 'Local date', value: known ? new Date(parts.timestampMs).toLocaleString() : '' },
    { label: 'Relative', value: known ? formatRelativeTime(parts.timestampMs, nowMs) : '' },
    ...parts.fields.map((field) => ({ label: field.label, value: String(field.value) })),
    { label: 'Binary', value: binaryOf(parts.id, layout) },
  ];
}

export default function SnowflakeIdExtractor() {
  const [state, set] = useToolState('snowflake-id-extractor', snowflakeFields);
  const { preset, epoch, workerBits, sequenceBits } = state;
  const custom = useMemo<CustomLayout>(() => ({ epoch, workerBits, sequenceBits }), [epoch, workerBits, sequenceBits]);
  const layout = useMemo(() => layoutOf(preset, custom), [preset, custom]);
  const now = useNow(true, nowRefreshMs)?.getTime();

  // A layout in error shows its message under its own field and leaves the outputs blank.
  const decode = useCallback(
    (text: string) => {
      const id = parseSnowflakeId(text);
      if (!id.ok) return err(id.error);
      return ok(layout.ok && id.value !== undefined ? decodeSnowflake(id.value, layout.value) : undefined);
    },
    [layout],
  );
  const tables = useCallback(
    (parts: SnowflakeParts | undefined) =>
      parts && layout.ok ? [{ caption: 'Snowflake details', rows: detailRows(parts, layout.value, now) }] : [],
    [layout, now],
  );
  const summary = (parts: SnowflakeParts | undefined) =>
    parts && now !== undefined && isInFuture(parts.timestampMs, now) ? (
      <Alert type="warning">{futureWarning}</Alert>
    ) : null;

  return (
    <Stack gap="md">
      <DecoderCard
        title="Decode a Snowflake ID"
        input={{ label: 'Snowflake ID', placeholder: 'e.g. 175928847299117063, or a message link', autoFocus: true }}
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
