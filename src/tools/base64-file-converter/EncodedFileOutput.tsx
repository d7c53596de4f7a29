import { Group } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { base64Output, previewChars, type Base64Output, type EncodedFile } from './base64-file-converter';
import classes from './Base64Text.module.css';
import words from './locales/en.json';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnEncodeWorker = () => new Worker(new URL('./encode-file.worker.ts', import.meta.url), { type: 'module' });

// The field holds at most the preview, and re-renders only when it changes (not on progress reports).
const OutputField = memo(function OutputField({ value }: { value: string }) {
  const { t } = useToolWords(words);
  return (
    <div className={classes.base64}>
      <InputText
        label={t('encode.output.label')}
        placeholder={t('encode.output.placeholder')}
        value={value}
        readOnly
        multiline
        rows={6}
        monospace
        spellCheck={false}
      />
    </div>
  );
});

interface OutputActionsProps {
  output: Base64Output | undefined;
  fileName: string;
}

// Memoised with the field: while the worker reports progress, only the progress line re-renders.
const OutputActions = memo(function OutputActions({ output, fileName }: OutputActionsProps) {
  const { t } = useToolWords(words);
  return (
    <>
      {output?.truncated && (
        <Alert type="info">{t('encode.truncated', { length: output.length, shown: previewChars })}</Alert>
      )}
      <Group justify="flex-end">
        <CopyButton label={t('encode.copy')} value={output?.full ?? ''} disabled={!output} />
        <DownloadButton
          label={t('encode.downloadText')}
          disabled={!output}
          fileName={`${fileName}.base64.txt`}
          content={() => output?.full ?? ''}
          mimeType="text/plain"
        />
      </Group>
    </>
  );
});

interface EncodedFileOutputProps {
  file: File | undefined;
  includePrefix: boolean;
}

/** The file's Base64, encoded in a worker; its own part, so progress reports re-render only this. */
export function EncodedFileOutput({ file, includePrefix }: EncodedFileOutputProps) {
  const { t } = useToolWords(words);
  const work = useWorkerResult<Blob, EncodedFile, number>(spawnEncodeWorker, file);
  const output = useMemo(
    () => (file && work.result !== undefined ? base64Output(work.result, file.type, includePrefix) : undefined),
    [file, work.result, includePrefix],
  );

  return (
    <>
      <RunStatus running={work.busy} label={t('encode.encoding')} progress={work.progress} />
      {work.error !== undefined && (
        <Alert type="error" title={t('encode.failed')}>
          {work.error}
        </Alert>
      )}
      <OutputField value={output?.shown ?? ''} />
      <OutputActions output={output} fileName={file?.name ?? 'file'} />
    </>
  );
}
