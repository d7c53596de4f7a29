import { Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { useToolState } from '../../lib/tool-state/useToolState';
import { CopyButton } from '../../ui/copy/CopyButton';
import { formatAlgorithmList, inPageOrder, parseAlgorithmList, type AlgorithmId } from './algorithms';
import { algorithmsNeeded, parseListing, type ChecksumsAlgorithm } from './checksums-listing';
import { addedToCompare, bsdLines, readExpectedChecksum, type DigestEncoding, type Digests } from './file-hash';
import { FileCard } from './FileCard';
import { FilesCard, type DroppedFile } from './FilesCard';
import words from './locales/en.json';
import { filesFields, verifyFields } from './operations';
import { useFileHashing } from './useFileHashing';
import { VerifyCard } from './VerifyCard';

const pageFields = { ...filesFields, ...verifyFields };

/** Typing in "Expected checksum" or the listing asks for new algorithms only after this pause. */
const typingPauseMs = 150;
const debounced = { thresholdChars: 0, delayMs: typingPauseMs };

export default function FileHash() {
  const { t } = useToolWords(words);
  const [values, set] = useToolState('file-hash', pageFields);
  const [files, setFiles] = useState<readonly DroppedFile[]>([]);
  const [listingName, setListingName] = useState<string>();

  const ticked = useMemo(() => parseAlgorithmList(values.algorithms) ?? [], [values.algorithms]);
  const setTicked = useCallback((ids: AlgorithmId[]) => set('algorithms', formatAlgorithmList(ids)), [set]);

  const settledExpected = useDebouncedWhenLarge(values.expected, debounced);
  const expected = useMemo(() => readExpectedChecksum(settledExpected), [settledExpected]);
  const expectedDigest = expected?.ok ? expected.value : undefined;

  const settledChecksums = useDebouncedWhenLarge(values.checksums, debounced);
  const listing = useMemo(
    () => parseListing(settledChecksums, { algorithm: values.checksumsAlgorithm, listingName }),
    [settledChecksums, values.checksumsAlgorithm, listingName],
  );

  // What each file needs: the ticked algorithms, those of the expected digest's length when none
  // ticked has it, and those its entries in the listing name.
  const added = useMemo(() => addedToCompare(expectedDigest, ticked), [expectedDigest, ticked]);
  const rowsByFile = useMemo(() => {
    const needed = algorithmsNeeded(
      listing,
      files.map((file) => file.name),
    );
    return new Map(
      files.map((file, index) => [file.id, inPageOrder([...ticked, ...added, ...(needed.get(index) ?? [])])]),
    );
  }, [files, listing, ticked, added]);

  const { states, cancel } = useFileHashing(files, rowsByFile);

  const checksumsFile = useMemo(() => {
    const lines = files.flatMap((file) => {
      const digests = states.get(file.id)?.digests ?? {};
      const shown: Digests = {};
      for (const id of rowsByFile.get(file.id) ?? []) if (digests[id]) shown[id] = digests[id];
      return bsdLines(file.name, shown, values.encoding);
    });
    return lines.length > 0 ? `${lines.join('\n')}\n` : '';
  }, [files, states, rowsByFile, values.encoding]);

  const addFiles = useCallback((dropped: DroppedFile[]) => setFiles((before) => [...before, ...dropped]), []);
  const clearFiles = useCallback(() => setFiles([]), []);
  const setEncoding = useCallback((encoding: DigestEncoding) => set('encoding', encoding), [set]);
  const setExpected = useCallback((text: string) => set('expected', text), [set]);
  const setChecksums = useCallback(
    (text: string, name?: string) => {
      set('checksums', text);
      setListingName(name);
    },
    [set],
  );
  const setChecksumsAlgorithm = useCallback(
    (algorithm: ChecksumsAlgorithm) => set('checksumsAlgorithm', algorithm),
    [set],
  );

  const verifiedFiles = useMemo(
    () => files.map((file) => ({ name: file.name, digests: states.get(file.id)?.digests ?? {} })),
    [files, states],
  );

  return (
    <Stack gap="md">
      <FilesCard
        onFiles={addFiles}
        onClear={files.length > 0 ? clearFiles : undefined}
        ticked={ticked}
        onTicked={setTicked}
        encoding={values.encoding}
        onEncoding={setEncoding}
        expected={values.expected}
        onExpected={setExpected}
        expectedError={readExpectedChecksum(values.expected)?.ok === false}
      />
      <VerifyCard
        checksums={values.checksums}
        onChecksums={setChecksums}
        algorithm={values.checksumsAlgorithm}
        onAlgorithm={setChecksumsAlgorithm}
        listing={listing}
        files={verifiedFiles}
      />
      {files.length > 0 && (
        <Group justify="flex-end">
          <CopyButton value={checksumsFile} label={t('copyAll')} disabled={checksumsFile === ''} send={false} />
        </Group>
      )}
      {files.map((file) => (
        <FileCard
          key={file.id}
          id={file.id}
          name={file.name}
          size={file.file.size}
          state={states.get(file.id)}
          rows={rowsByFile.get(file.id) ?? noRows}
          ticked={ticked}
          encoding={values.encoding}
          expected={expectedDigest}
          onCancel={cancel}
        />
      ))}
    </Stack>
  );
}

const noRows: readonly AlgorithmId[] = [];
