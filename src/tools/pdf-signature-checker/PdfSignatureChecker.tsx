import { Group, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { formatBytes } from '../../lib/bytes';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import type { CheckRequest, CheckResult } from './check-request';
import words from './locales/en.json';
import { pdfSignaturesCheck } from './operations';
import { SignatureCard } from './SignatureCard';

// Started from an effect only (see useWorkerResult), never while rendering or prerendering.
const spawnChecker = () =>
  new Worker(new URL('./pdf-signature-checker.worker.ts', import.meta.url), { type: 'module' });

// Lets a pasted or typed root settle before the file is checked again.
const typingDebounceMs = 200;

function FileCard({ file }: { file: File }) {
  const languageTag = localeTags[useTranslation().locale];
  return (
    <Card>
      <Group gap="sm" wrap="nowrap">
        <IconFileTypePdf size={32} stroke={1.5} aria-hidden />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text weight="semibold" breakAnywhere>
            {file.name}
          </Text>
          <Note>{formatBytes(file.size, languageTag)}</Note>
        </Stack>
      </Group>
    </Card>
  );
}

interface Shown {
  file: File;
  result: CheckResult;
}

export default function PdfSignatureChecker() {
  const { t, word } = useToolWords(words);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [{ trustedRoot: trustedRootsPem }, set] = useToolState('pdf-signature-checker', pdfSignaturesCheck.fields);
  const onFiles = useCallback((files: File[]) => setFile(files[0]), []);

  const request = useMemo<CheckRequest | undefined>(
    () => (file || trustedRootsPem.trim() ? { file, trustedRootsPem } : undefined),
    [file, trustedRootsPem],
  );
  // Checking cannot pause to hear a newer request, so a superseded check ends its worker.
  const work = useWorkerResult<CheckRequest, CheckResult>(spawnChecker, request, {
    debounceMs: typingDebounceMs,
    restartOnSupersede: true,
  });

  // While the same file is checked again (against a new root), its last results stay on screen.
  const [previous, setPrevious] = useState<Shown | undefined>(undefined);
  if (work.result && file && (previous?.result !== work.result || previous.file !== file)) {
    setPrevious({ file, result: work.result });
  }
  const result = work.result ?? (work.busy && previous?.file === file ? previous?.result : undefined);
  const signatures = file ? result?.signatures : undefined;

  return (
    <Stack gap="md">
      <Card>
        <FileUpload
          label={t('upload.label')}
          inputLabel={t('upload.inputLabel')}
          accept=".pdf,application/pdf"
          onFiles={onFiles}
        />
        <InputText
          label={t('trustedRoot.label')}
          placeholder={t('trustedRoot.placeholder')}
          description={t('trustedRoot.help')}
          value={trustedRootsPem}
          onChange={(value) => set('trustedRoot', value)}
          multiline
          autosize
          rows={2}
          maxRows={8}
          monospace
          spellCheck={false}
          error={result?.trustedRootsError && word(result.trustedRootsError)}
        />
      </Card>

      {file && <FileCard file={file} />}

      <Stack gap="md" aria-busy={work.busy}>
        {file && <RunStatus running={work.busy} label={t('checking')} />}
        {file && work.error !== undefined && (
          <Alert type="error" title={t('checkFailed')}>
            {work.error}
          </Alert>
        )}
        {file && result?.fileError && (
          <Alert type="error" title={t('checkFailed')}>
            {word(result.fileError)}
          </Alert>
        )}
        {signatures?.length === 0 && <Alert type="info">{t('notes.noSignatures')}</Alert>}
        {signatures?.map((report, index) => (
          <SignatureCard key={index} number={index + 1} report={report} />
        ))}
      </Stack>
    </Stack>
  );
}
