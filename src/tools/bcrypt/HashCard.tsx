import { Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
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
import type { HashOutcome } from './bcrypt-run';
import type { HashRequest } from './bcrypt-requests';
import words from './locales/en.json';
import { bcryptHash } from './operations';
import { StringField } from './StringField';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnHashWorker = () => new Worker(new URL('./bcrypt-hash.worker.ts', import.meta.url), { type: 'module' });

export const bcryptDebounceMs = 300;

export function HashCard() {
  const { t, word } = useToolWords(words);
  const [{ text, saltCount }, set] = useToolState('bcrypt', bcryptHash.fields);
  const saltCountRules = useMemo<readonly ValidationRule[]>(
    () => [{ validator: (value: string) => parseSaltCount(value).ok, message: word(saltCountError) }],
    [word],
  );
  const doneText = ({ elapsedMs }: HashOutcome): string => {
    const ms = Math.round(elapsedMs);
    return ms >= 1000 ? t('hash.doneLong', { ms, duration: word(formatDuration(ms)) }) : t('hash.done', { ms });
  };
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
  const hint = (cost: number) => {
    const { rounds, estimate, measured } = costHint(cost, msPerUnit);
    return t(measured ? 'saltCount.hintMeasured' : 'saltCount.hintTypical', { rounds, estimate: word(estimate) });
  };

  return (
    <Card title={t('hash.title')}>
      <StringField placeholder={t('hash.placeholder')} value={text} onChange={(value) => set('text', value)} />
      <InputText
        label={t('saltCount.label')}
        placeholder={t('saltCount.placeholder')}
        value={saltCount}
        onChange={(value) => set('saltCount', value)}
        validationRules={saltCountRules}
        description={cost === undefined ? undefined : hint(cost)}
        spellCheck={false}
      />
      <Stack gap="xs">
        <InputText
          label={t('hash.output')}
          value={hash}
          readOnly
          monospace
          centered
          placeholder={work.busy ? t('hash.hashing') : ''}
          spellCheck={false}
        />
        <RunStatus
          running={work.busy}
          label={t('hash.hashing')}
          progress={work.progress ?? 0}
          onStop={longRun ? () => setStopped(request ?? null) : undefined}
          name={t('hash.status')}
          idle={
            request !== undefined && request === stopped ? (
              <Note>{t('hash.stopped')}</Note>
            ) : work.error !== undefined ? (
              <Text size="sm" tone="error">
                {t('hash.failed', { detail: work.error })}
              </Text>
            ) : (
              <Note>{work.result && doneText(work.result)}</Note>
            )
          }
        />
        <Group justify="center">
          <CopyButton value={hash} label={t('hash.copy')} notice={t('hash.copied')} disabled={!hash} />
        </Group>
      </Stack>
    </Card>
  );
}
