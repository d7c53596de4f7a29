import { SimpleGrid, Stack } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { utf8LengthAtLeast } from '../../lib/utf8';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Text, type TextTone } from '../../ui/text/Text';
import { DigestRow } from './DigestRow';
import type { DigestEncoding } from '../../lib/hash/digest-encoding';
import type { HashAlgorithmId } from '../../lib/hash/hash-functions';
import words from './locales/en.json';
import { hashText } from './operations';
import {
  compareNote,
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
const { encoding: encodingField } = hashText.fields;

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
  const { t } = useToolWords(words);
  return (
    <InputText
      label={t('text.label')}
      placeholder={t('text.placeholder')}
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

function useCompareStatus(
  expected: string,
  matches: ReadonlySet<HashAlgorithmId>,
  pending: boolean,
): CompareStatus | null {
  const { t, word } = useToolWords(words);
  return useMemo(() => {
    if (expected.trim() === '') return null;
    if (pending) return { tone: 'dimmed', text: t('compare.waiting') };
    const note = compareNote([...matches]);
    return { tone: note.warning ? 'error' : 'success', text: word(note) };
  }, [expected, matches, pending, t, word]);
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
  const { text } = useToolWords(words);
  return (
    <FieldControls
      fields={{ encoding: encodingField }}
      values={{ encoding: value }}
      onChange={(_, chosen) => onChange(chosen as DigestEncoding)}
      text={text}
    />
  );
});

interface CompareFieldProps {
  value: string;
  onChange: (value: string) => void;
  status: CompareStatus | null;
}

const CompareField = memo(function CompareField({ value, onChange, status }: CompareFieldProps) {
  const { t } = useToolWords(words);
  return (
    <Stack gap={4}>
      <InputText
        label={t('compare.label')}
        placeholder={t('compare.placeholder')}
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
  const { t, text: keyText } = useToolWords(words);
  const [{ text, encoding, compare: expected }, set] = useToolState('hash-text', hashText.fields);
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
  const status = useCompareStatus(expected, matches, work.busy);

  return (
    <Card>
      <TextToHash value={text} onChange={setText} large={inWorker} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EncodingSelect value={encoding} onChange={setEncoding} />
        <CompareField value={expected} onChange={setExpected} status={status} />
      </SimpleGrid>
      {work.error !== undefined && (
        <Alert type="error" title={t('errors.notHashed')}>
          {work.error}
        </Alert>
      )}
      <Stack gap="xs" role="group" aria-label={t('digests.label')} aria-busy={work.busy}>
        <RunStatus running={work.busy} label={t('digests.hashing')} progress={work.progress} />
        {hashAlgorithms.map(({ id, hint }) => (
          <DigestRow
            key={id}
            label={t(`algorithms.${id}`)}
            hint={hint && keyText(hint)}
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
