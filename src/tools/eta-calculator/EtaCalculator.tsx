import { Group, SimpleGrid, Stack } from '@mantine/core';
import { parseDecimalText } from '../../lib/decimal-text';
import { fromDateTimeLocal } from '../../lib/date-time-local';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useNow } from '../../lib/useNow';
import { Card } from '../../ui/card/Card';
import { DateTimeInput } from '../../ui/date-time-input/DateTimeInput';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { PresetButtons } from '../../ui/preset-buttons/PresetButtons';
import { Select } from '../../ui/select/Select';
import { Note } from '../../ui/text/Note';
import {
  downloadDurationMs,
  remainingMs,
  sizeUnits,
  speedUnits,
  timeUnitMs,
  timeUnits,
  totalDurationMs,
  type TimeUnit,
} from './eta-calculator';
import { EndFields } from './EndFields';
import { etaFields } from './eta-fields';

const timeUnitOptions = timeUnits.map((value) => ({ value, label: value }));
const sizeUnitOptions = sizeUnits.map((value) => ({ value, label: value }));
const speedUnitOptions = speedUnits.map((value) => ({ value, label: value }));

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

export default function EtaCalculator() {
  const [state, set] = useToolState('eta-calculator', etaFields);
  const now = useNow(true, nowRefreshMs);
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
        <Note>
          With a concrete example: if washing 5 plates takes you 3 minutes, washing 500 plates will take you 5 hours.
        </Note>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PositiveBox label="Amount of element to consume" value={state.amount} onChange={(v) => set('amount', v)} />
          <DateTimeInput
            label="The consumption started at"
            value={state.startedAt}
            onChange={(value) => set('startedAt', value)}
            withSeconds
          />
        </SimpleGrid>
        <Group gap="sm" align="flex-end" grow>
          <PositiveBox
            label="Amount of unit consumed by time span"
            value={state.perSpan}
            onChange={(v) => set('perSpan', v)}
          />
          <PositiveBox label="in" value={state.span} onChange={(v) => set('span', v)} />
          <Select
            label="Time span unit"
            options={timeUnitOptions}
            value={state.unit}
            onChange={(value) => set('unit', value)}
          />
        </Group>
        <PresetButtons
          label="Throughput presets"
          presets={[
            { label: 'items/s', apply: perUnit('seconds') },
            { label: 'items/min', apply: perUnit('minutes') },
            { label: 'items/h', apply: perUnit('hours') },
          ]}
        />
        <EndFields
          durationMs={duration}
          start={fromDateTimeLocal(state.startedAt)}
          now={now}
          labels={{ duration: 'Total duration', end: 'It will end', endAbsolute: 'End date and time' }}
        />
      </Card>
      <Card title="Progress">
        <Note>How long is left at the pace so far, out of the amount of element above.</Note>
        <Group gap="sm" align="flex-end" grow>
          <PositiveBox label="Already done" value={state.done} onChange={(v) => set('done', v)} />
          <PositiveBox label="Elapsed time" value={state.elapsed} onChange={(v) => set('elapsed', v)} />
          <Select
            label="Elapsed time unit"
            options={timeUnitOptions}
            value={state.elapsedUnit}
            onChange={(value) => set('elapsedUnit', value)}
          />
        </Group>
        <EndFields
          durationMs={remaining}
          start={now}
          now={now}
          labels={{ duration: 'Remaining time', end: 'It will be done', endAbsolute: 'Done date and time' }}
        />
      </Card>
      <Card title="Download">
        <Group gap="sm" align="flex-end" grow>
          <PositiveBox label="File size" value={state.size} onChange={(v) => set('size', v)} />
          <Select
            label="Size unit"
            options={sizeUnitOptions}
            value={state.sizeUnit}
            onChange={(value) => set('sizeUnit', value)}
          />
          <PositiveBox label="Download speed" value={state.speed} onChange={(v) => set('speed', v)} />
          <Select
            label="Speed unit"
            options={speedUnitOptions}
            value={state.speedUnit}
            onChange={(value) => set('speedUnit', value)}
          />
        </Group>
        <EndFields
          durationMs={download}
          start={now}
          now={now}
          labels={{ duration: 'Download time', end: 'Download ends', endAbsolute: 'Download end date and time' }}
        />
      </Card>
    </Stack>
  );
}
