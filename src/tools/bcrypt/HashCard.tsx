import { Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import type { ValidationRule } from '../../ui/input-text/validation';
import {
  costHint,
  defaultSaltCount,
  estimateHashMs,
  formatDuration,
  measuredMsPerUnit,
  parseSaltCount,
  saltCountError,
  stoppableAfterMs,
  truncationWarning,
} from './bcrypt';
import type { HashOutcome } from './bcrypt-run';
import type { HashRequest } from './bcrypt-requests';
import classes from './Bcrypt.module.css';
import { RunStatus } from './RunStatus';

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
  const [text, setText] = useState('');
  const [saltCount, setSaltCount] = useState(String(defaultSaltCount));
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
  const warning = truncationWarning(text);
  const longRun = cost !== undefined && estimateHashMs(cost, msPerUnit) >= stoppableAfterMs;

  return (
    <Card title="Hash">
      <Stack gap="xs">
        <InputText
          label="Your string:"
          placeholder="Your string to bcrypt..."
          value={text}
          onChange={setText}
          spellCheck={false}
        />
        {warning && <Alert type="warning">{warning}</Alert>}
      </Stack>
      <InputText
        label="Salt count:"
        placeholder="Rounds, 4 to 31"
        value={saltCount}
        onChange={setSaltCount}
        validationRules={saltCountRules}
        description={cost === undefined ? undefined : costHint(cost, msPerUnit)}
        spellCheck={false}
      />
      <Stack gap="xs">
        <div className={classes.centered}>
          <InputText
            label="Hashed string"
            value={hash}
            readOnly
            monospace
            placeholder={work.busy ? 'Hashing…' : ''}
            spellCheck={false}
          />
        </div>
        <Group
          justify="space-between"
          mih={28}
          role="status"
          aria-live="polite"
          aria-label="Hashing status"
          aria-busy={work.busy}
        >
          {work.busy ? (
            <RunStatus
              verb="Hashing…"
              progress={work.progress}
              stoppable={longRun}
              onStop={() => setStopped(request ?? null)}
            />
          ) : request !== undefined && request === stopped ? (
            <Text size="sm" c="dimmed">
              Stopped. Change the string or the salt count to hash again.
            </Text>
          ) : work.error !== undefined ? (
            <Text size="sm" c="red">
              The string could not be hashed: {work.error}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {work.result && doneText(work.result)}
            </Text>
          )}
        </Group>
        <Group justify="center">
          <CopyButton value={hash} label="Copy hash" notice="Hashed string copied to the clipboard" disabled={!hash} />
        </Group>
      </Stack>
    </Card>
  );
}
