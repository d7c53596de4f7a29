import { useMemo, useState } from 'react';
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
  hasNonAscii,
  invalidHashError,
  parseBcryptHash,
  stoppableAfterMs,
  type BcryptHashParts,
} from './bcrypt';
import { compareCardFields } from './bcrypt-fields';
import type { CompareOutcome } from './bcrypt-run';
import type { CompareRequest } from './bcrypt-requests';
import { bcryptDebounceMs } from './HashCard';
import { StringField } from './StringField';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnCompareWorker = () => new Worker(new URL('./bcrypt-compare.worker.ts', import.meta.url), { type: 'module' });

// Surrounding white space (a pasted line break, say) is not part of a hash.
const hashRules: readonly ValidationRule[] = [
  { validator: (value: string) => value.trim() === '' || parseBcryptHash(value.trim()).ok, message: invalidHashError },
];

function partRows({ variant, cost, salt, checksum }: BcryptHashParts): KeyValueRow[] {
  return [
    {
      label: 'Variant',
      value: `$${variant}$`,
      display: (
        <>
          ${variant}${' '}
          <Text inline size="sm" tone="dimmed" monospace={false}>
            — {describeVariant(variant)}
          </Text>
        </>
      ),
      copyable: false,
    },
    {
      label: 'Cost',
      value: String(cost),
      display: `${cost} (${(2 ** cost).toLocaleString('en-US')} rounds)`,
      copyable: false,
    },
    { label: 'Salt', value: salt },
    { label: 'Checksum', value: checksum },
  ];
}

type Verdict = { kind: 'yes' } | { kind: 'no' } | { kind: 'busy' } | { kind: 'stopped' };

function Answer({ verdict }: { verdict: Verdict }) {
  switch (verdict.kind) {
    case 'yes':
      return (
        <Text inline weight="bold" tone="success">
          Yes
        </Text>
      );
    case 'no':
      return (
        <Text inline weight="bold" tone="error">
          No
        </Text>
      );
    case 'stopped':
      return (
        <Text inline tone="dimmed">
          not checked (stopped)
        </Text>
      );
    case 'busy':
      return null;
  }
}

export function CompareCard() {
  const [{ compareText: text, hash }, set] = useToolState('bcrypt', compareCardFields);
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
  const buggyVariantNote = parsed.ok && parsed.value.variant === '2x' && hasNonAscii(text);

  return (
    <Card title="Compare string with hash">
      <StringField
        placeholder="Your string to compare..."
        value={text}
        onChange={(value) => set('compareText', value)}
      />
      <InputText
        label="Your hash:"
        placeholder="Your hash to compare..."
        value={hash}
        onChange={(value) => set('hash', value)}
        validationRules={hashRules}
        monospace
        spellCheck={false}
      />
      {parsed.ok && <KeyValueTable caption="Parts of the hash" rows={partRows(parsed.value)} copyable />}
      {buggyVariantNote && (
        <Note>
          $2x$ hashes are checked as $2a$. With characters outside ASCII, a $2x$ hash made by the old crypt_blowfish bug
          will not match here.
        </Note>
      )}
      <RunStatus
        running={verdict.kind === 'busy'}
        label="Comparing…"
        progress={work.progress ?? 0}
        onStop={longRun ? () => setStopped(request ?? null) : undefined}
      >
        <Text weight="medium">Do they match ?</Text>
        <Answer verdict={verdict} />
      </RunStatus>
      {work.error !== undefined && (
        <Text size="sm" tone="error">
          The hash could not be checked: {work.error}
        </Text>
      )}
    </Card>
  );
}
