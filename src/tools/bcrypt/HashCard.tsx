import { Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import type { ValidationRule } from '../../ui/input-text/validation';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import {
  costHint,
  estimateHashMs,
  formatDuration,
  measuredMsPerUnit,
  parseSaltCount,
  saltCountError,
  stoppableAfterMs,
} from './bcrypt';
import { hashCardFields } from './bcrypt-fields';
import type { HashOutcome } from './bcrypt-run';
import type { HashRequest } from './bcrypt-requests';
import { StringField } from './StringField';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnHashWorker = () => new Worker(new URL('./bcrypt-hash.worker.ts', import.meta.url), { type: 'module' });

export const bcryptDebounceMs = 300;

const saltCountRules: readonly ValidationRule[] = [
  { validator: (value: string) => parseSaltCount(value).ok, message: saltCountError },
];

function doneText({ elapsedMs }: HashOutcome): string {
  const ms = Math.round(elapsedMs);
  return ms >= 1000 ? `Hashed in ${ms} ms (${formatDuration(ms)})` : `Hashed in ${ms} ms`;
}

export function HashCard() {
  const [{ text, saltCount }, set] = useToolState('bcrypt', hashCardFields);
  const [stopped, setStopped] = useState<HashRequest | null>(null);
  // Learnt from this device's finished hashes, for the timing hint.
  const [msPerUnit, setMsPerUnit] = useState<number | undefined>(undefined);

  const parsedCost = parseSaltCount(saltCount);
  const cost = parsedCost.ok ? parsedCost.value : undefined;
  const request = useMemo<HashRequest | undefined>(
    () => (cost === undefined ? undefined : { text, cost }),
    [text, cost],
  );
  const active = request === stopped ? undefined : request;
  // bcryptjs cannot pause to hear a newer request, so a superseded run ends its worker.
  const work = useWorkerResult<HashRequest, HashOutcome, number>(spawnHashWorker, active, {
    debounceMs: bcryptDebounceMs,
    restartOnSupersede: true,
  });

  // A new result (it belongs to the current cost) tells how fast this device is.
  const [measuredFrom, setMeasuredFrom] = useState<HashOutcome | undefined>(undefined);
  if (work.result && work.result !== measuredFrom && cost !== undefined) {
    setMeasuredFrom(work.result);
    const measured = measuredMsPerUnit(cost, work.result.elapsedMs);
    if (measured !== undefined) setMsPerUnit(measured);
  }

  const hash = work.result?.hash ?? '';
  const longRun = cost !== undefined && estimateHashMs(cost, msPerUnit) >= stoppableAfterMs;

  return (
    <Card title="Hash">
      <StringField placeholder="Your string to bcrypt..." value={text} onChange={(value) => set('text', value)} />
      <InputText
        label="Salt count:"
        placeholder="Rounds, 4 to 31"
        value={saltCount}
        onChange={(value) => set('saltCount', value)}
        validationRules={saltCountRules}
        description={cost === undefined ? undefined : costHint(cost, msPerUnit)}
        spellCheck={false}
      />
      <Stack gap="xs">
        <InputText
          label="Hashed string"
          value={hash}
          readOnly
          monospace
          centered
          placeholder={work.busy ? 'Hashing…' : ''}
          spellCheck={false}
        />
        <RunStatus
          running={work.busy}
          label="Hashing…"
          progress={work.progress ?? 0}
          onStop={longRun ? () => setStopped(request ?? null) : undefined}
          name="Hashing status"
          idle={
            request !== undefined && request === stopped ? (
              <Note>Stopped. Change the string or the salt count to hash again.</Note>
            ) : work.error !== undefined ? (
              <Text size="sm" tone="error">
                The string could not be hashed: {work.error}
              </Text>
            ) : (
              <Note>{work.result && doneText(work.result)}</Note>
            )
          }
        />
        <Group justify="center">
          <CopyButton value={hash} label="Copy hash" notice="Hashed string copied to the clipboard" disabled={!hash} />
        </Group>
      </Stack>
    </Card>
  );
}
