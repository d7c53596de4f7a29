import { SimpleGrid, Stack } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { utf8LengthAtLeast } from '../../lib/utf8';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Select } from '../../ui/select/Select';
import { Text, type TextTone } from '../../ui/text/Text';
import { DigestRow } from './DigestRow';
import { hashTextFields } from './hash-text-fields';
import { digestEncodings, type DigestEncoding } from '../../lib/hash/digest-encoding';
import type { HashAlgorithmId } from '../../lib/hash/hash-functions';
import {
  digestAll,
  encodeDigests,
  hashAlgorithms,
  largeTextBytes,
  matchingAlgorithms,
  workerTextBytes,
  type RawDigests,
} from './hash-text';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnHashWorker = () => new Worker(new URL('./hash-text.worker.ts', import.meta.url), { type: 'module' });

const largeTextDebounceMs = 150;
const noMatches: ReadonlySet<HashAlgorithmId> = new Set();

const textRows = { min: 3, max: 16 };

interface TextToHashProps {
  value: string;
  onChange: (value: string) => void;
  /** Past the worker threshold the text fills the area anyway; see below. */
  large: boolean;
}

/**
 * The text area alone, so it re-renders only when the text changes. An auto-growing area measures
 * its whole text on every render (twice, in a hidden copy); with megabytes that alone freezes the
 * page for seconds. A large text would stand at the maximum height anyway, so from there the area
 * keeps that height without measuring. (The swap mounts a new element; autofocus keeps the focus.)
 */
const TextToHash = memo(function TextToHash({ value, onChange, large }: TextToHashProps) {
  return (
    <InputText
      label="Your text to hash:"
      placeholder="Your string to hash..."
      value={value}
      onChange={onChange}
      multiline
      autosize={!large}
      rows={large ? textRows.max : textRows.min}
      maxRows={textRows.max}
      autoFocus
      spellCheck={false}
    />
  );
});

interface CompareStatus {
  tone: TextTone;
  text: string;
}

function compareStatus(
  expected: string,
  matches: ReadonlySet<HashAlgorithmId>,
  pending: boolean,
): CompareStatus | null {
  if (expected.trim() === '') return null;
  if (pending) return { tone: 'dimmed', text: 'Waiting for the digests…' };
  if (matches.size === 0) return { tone: 'error', text: 'No digest matches' };
  return { tone: 'success', text: `Matches ${[...matches].join(', ')}` };
}

// The option fields and the status line are separate memoised parts: while a large text is
// hashed, progress reports re-render the page a few times a second, and only the status changes.

const EncodingSelect = memo(function EncodingSelect({
  value,
  onChange,
}: {
  value: DigestEncoding;
  onChange: (value: DigestEncoding) => void;
}) {
  return <Select label="Digest encoding" options={digestEncodings} value={value} onChange={onChange} />;
});

interface CompareFieldProps {
  value: string;
  onChange: (value: string) => void;
  status: CompareStatus | null;
}

const CompareField = memo(function CompareField({ value, onChange, status }: CompareFieldProps) {
  return (
    <Stack gap={4}>
      <InputText
        label="Compare with"
        placeholder="Paste an expected digest..."
        value={value}
        onChange={onChange}
        monospace
        spellCheck={false}
      />
      <Text size="sm" tone={status?.tone} role="status" aria-live="polite">
        {status?.text}
      </Text>
    </Stack>
  );
});

export default function HashText() {
  const [{ text, encoding, compare: expected }, set] = useToolState('hash-text', hashTextFields);
  const setText = useCallback((value: string) => set('text', value), [set]);
  const setEncoding = useCallback((value: DigestEncoding) => set('encoding', value), [set]);
  const setExpected = useCallback((value: string) => set('compare', value), [set]);

  const inWorker = useMemo(() => utf8LengthAtLeast(text, workerTextBytes), [text]);
  const large = inWorker && utf8LengthAtLeast(text, largeTextBytes);
  const work = useWorkerResult<string, RawDigests, number>(spawnHashWorker, inWorker ? text : undefined, {
    debounceMs: large ? largeTextDebounceMs : 0,
  });
  const fresh = useMemo(() => (inWorker ? work.result : digestAll(text)), [inWorker, work.result, text]);

  // While the worker hashes a new text, the digests of the previous one stay on screen, dimmed,
  // rather than ten fields blinking empty on every keystroke.
  const [previous, setPrevious] = useState(fresh);
  if (fresh !== undefined && fresh !== previous) setPrevious(fresh);
  const shown = fresh ?? (work.busy ? previous : undefined);
  const stale = fresh === undefined;

  const digests = useMemo(() => (shown ? encodeDigests(shown, encoding) : undefined), [shown, encoding]);
  const comparing = expected.trim() !== '';
  const matches = useMemo(
    () => (fresh && comparing ? new Set(matchingAlgorithms(fresh, expected)) : noMatches),
    [fresh, comparing, expected],
  );
  const status = useMemo(() => compareStatus(expected, matches, work.busy), [expected, matches, work.busy]);

  return (
    <Card>
      <TextToHash value={text} onChange={setText} large={inWorker} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EncodingSelect value={encoding} onChange={setEncoding} />
        <CompareField value={expected} onChange={setExpected} status={status} />
      </SimpleGrid>
      {work.error !== undefined && (
        <Alert type="error" title="The text could not be hashed">
          {work.error}
        </Alert>
      )}
      <Stack gap="xs" role="group" aria-label="Digests" aria-busy={work.busy}>
        <RunStatus running={work.busy} label="Hashing…" progress={work.progress} />
        {hashAlgorithms.map(({ id, label, hint }) => (
          <DigestRow
            key={id}
            label={label}
            hint={hint}
            value={digests?.[id] ?? ''}
            stale={stale}
            comparing={comparing}
            match={matches.has(id)}
          />
        ))}
      </Stack>
    </Card>
  );
}
