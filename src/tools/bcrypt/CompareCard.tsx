import { useMemo, useState } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import type { ValidationRule } from '../../ui/input-text/validation';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import {
  describeVariant,
  estimateHashMs,
  invalidHashError,
  parseBcryptHash,
  stoppableAfterMs,
  variant2xWarning,
  type BcryptHashParts,
} from './bcrypt';
import type { CompareOutcome } from './bcrypt-run';
import type { CompareRequest } from './bcrypt-requests';
import { bcryptDebounceMs } from './HashCard';
import words from './locales/en.json';
import { bcryptCompare } from './operations';
import { StringField } from './StringField';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnCompareWorker = () => new Worker(new URL('./bcrypt-compare.worker.ts', import.meta.url), { type: 'module' });

function partRows(
  { variant, cost, salt, checksum }: BcryptHashParts,
  { t, word }: ToolWords<typeof words>,
): KeyValueRow[] {
  return [
    {
      label: t('parts.variant'),
      value: `$${variant}$`,
      display: (
        <>
          ${variant}${' '}
          <Text inline size="sm" tone="dimmed" monospace={false}>
            — {word(describeVariant(variant))}
          </Text>
        </>
      ),
      copyable: false,
    },
    {
      label: t('parts.cost'),
      value: String(cost),
      display: t('parts.costValue', { cost, rounds: 2 ** cost }),
      copyable: false,
    },
    { label: t('parts.salt'), value: salt },
    { label: t('parts.checksum'), value: checksum },
  ];
}

type Verdict = { kind: 'yes' } | { kind: 'no' } | { kind: 'busy' } | { kind: 'stopped' };

function Answer({ verdict }: { verdict: Verdict }) {
  const { t } = useToolWords(words);
  switch (verdict.kind) {
    case 'yes':
      return (
        <Text inline weight="bold" tone="success">
          {t('compare.yes')}
        </Text>
      );
    case 'no':
      return (
        <Text inline weight="bold" tone="error">
          {t('compare.no')}
        </Text>
      );
    case 'stopped':
      return (
        <Text inline tone="dimmed">
          {t('compare.stopped')}
        </Text>
      );
    case 'busy':
      return null;
  }
}

export function CompareCard() {
  const toolWords = useToolWords(words);
  const { t, word } = toolWords;
  const [{ compareText: text, hash }, set] = useToolState('bcrypt', bcryptCompare.fields);
  // Surrounding white space (a pasted line break, say) is not part of a hash.
  const hashRules = useMemo<readonly ValidationRule[]>(
    () => [
      {
        validator: (value: string) => value.trim() === '' || parseBcryptHash(value.trim()).ok,
        message: word(invalidHashError),
      },
    ],
    [word],
  );
  const [stopped, setStopped] = useState<CompareRequest | null>(null);

  const trimmedHash = hash.trim();
  const parsed = useMemo(() => parseBcryptHash(trimmedHash), [trimmedHash]);
  const wellFormed = parsed.ok;
  const request = useMemo<CompareRequest | undefined>(
    () => (wellFormed ? { text, hash: trimmedHash } : undefined),
    [wellFormed, text, trimmedHash],
  );
  const active = request === stopped ? undefined : request;
  // bcryptjs cannot pause to hear a newer request, so a superseded run ends its worker.
  const work = useWorkerResult<CompareRequest, CompareOutcome, number>(spawnCompareWorker, active, {
    debounceMs: bcryptDebounceMs,
    restartOnSupersede: true,
  });

  const verdict: Verdict =
    request === undefined
      ? { kind: 'no' }
      : request === stopped
        ? { kind: 'stopped' }
        : work.busy
          ? { kind: 'busy' }
          : work.result?.match
            ? { kind: 'yes' }
            : { kind: 'no' };
  const longRun = parsed.ok && estimateHashMs(parsed.value.cost) >= stoppableAfterMs;
  const buggyVariantNote = parsed.ok ? variant2xWarning(parsed.value.variant, text) : undefined;

  return (
    <Card title={t('compare.title')}>
      <StringField
        placeholder={t('compare.placeholder')}
        value={text}
        onChange={(value) => set('compareText', value)}
      />
      <InputText
        label={t('compare.hash.label')}
        placeholder={t('compare.hash.placeholder')}
        value={hash}
        onChange={(value) => set('hash', value)}
        validationRules={hashRules}
        monospace
        spellCheck={false}
      />
      {parsed.ok && <KeyValueTable caption={t('parts.caption')} rows={partRows(parsed.value, toolWords)} copyable />}
      {buggyVariantNote && <Note>{word(buggyVariantNote)}</Note>}
      <RunStatus
        running={verdict.kind === 'busy'}
        label={t('compare.comparing')}
        progress={work.progress ?? 0}
        onStop={longRun ? () => setStopped(request ?? null) : undefined}
      >
        <Text weight="medium">{t('compare.question')}</Text>
        <Answer verdict={verdict} />
      </RunStatus>
      {work.error !== undefined && (
        <Text size="sm" tone="error">
          {t('compare.failed', { detail: work.error })}
        </Text>
      )}
    </Card>
  );
}
