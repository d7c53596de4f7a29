import { Group, SimpleGrid } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { OperationResult } from '../../lib/operation/operation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { largeInputChars, largeInputDelayMs } from '../../lib/useDebouncedWhenLarge';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import {
  decodeBase64File,
  downloadFileName,
  downloadMimeType,
  previewImageType,
  revealFileType,
  type DecodedFile,
} from './base64-file-converter';
import { ImagePreview } from './ImagePreview';
import classes from './Base64Text.module.css';
import words from './locales/en.json';
import { base64FileDecode } from './operations';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnDecodeWorker = () => new Worker(new URL('./decode-base64.worker.ts', import.meta.url), { type: 'module' });

interface Base64FieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

// Its own memoised part: megabytes of pasted text re-render only when the text or its error changes.
const Base64Field = memo(function Base64Field({ value, onChange, error }: Base64FieldProps) {
  const { t } = useToolWords(words);
  return (
    <div className={classes.base64}>
      <InputText
        label={t('decode.base64.label')}
        placeholder={t('decode.base64.placeholder')}
        value={value}
        onChange={onChange}
        multiline
        rows={5}
        monospace
        spellCheck={false}
        error={error}
      />
    </div>
  );
});

export function Base64ToFile() {
  const { t, word } = useToolWords(words);
  const [{ fileName, extension, base64 }, set] = useToolState('base64-file-converter', base64FileDecode.fields);
  // The text whose image is previewed: a new text hides the preview until asked again.
  const [previewedText, setPreviewedText] = useState<string | undefined>(undefined);

  const onBase64Change = useCallback(
    (text: string) => {
      set('base64', text);
      // Only what the text reveals overwrites the extension; otherwise the user's stays.
      const revealed = revealFileType(text);
      if (revealed) set('extension', revealed.extension);
    },
    [set],
  );

  const inWorker = base64.length > largeInputChars;
  const decodedHere = useMemo(() => (inWorker ? undefined : decodeBase64File(base64)), [inWorker, base64]);
  const work = useWorkerResult<string, OperationResult<DecodedFile>>(spawnDecodeWorker, inWorker ? base64 : undefined, {
    debounceMs: largeInputDelayMs,
  });
  const decoded = decodedHere ?? work.result;

  const file = base64.trim() !== '' && decoded?.ok ? decoded.value : undefined;
  const error = decoded && !decoded.ok ? word(decoded.error) : undefined;

  return (
    <Card title={t('decode.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InputText
          label={t('decode.fileName.label')}
          value={fileName}
          onChange={(text) => set('fileName', text)}
          placeholder={t('decode.fileName.placeholder')}
          spellCheck={false}
        />
        <InputText
          label={t('decode.extension.label')}
          value={extension}
          onChange={(text) => set('extension', text)}
          placeholder={t('decode.extension.placeholder')}
          spellCheck={false}
        />
      </SimpleGrid>
      <Base64Field value={base64} onChange={onBase64Change} error={error} />
      <RunStatus running={work.busy} label={t('decode.decoding')} />
      {work.error !== undefined && (
        <Alert type="error" title={t('decode.failed')}>
          {work.error}
        </Alert>
      )}
      <Group justify="center">
        <Button
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
          disabled={!file}
          onClick={() => setPreviewedText(base64)}
        >
          {t('decode.preview')}
        </Button>
        <DownloadButton
          label={t('decode.download')}
          disabled={!file}
          fileName={downloadFileName(fileName, extension)}
          content={() => new Blob(file ? [file.bytes] : [], { type: downloadMimeType(extension) })}
        />
      </Group>
      {previewedText === base64 && file && (
        <ImagePreview bytes={file.bytes} type={previewImageType(file.mimeType, extension)} />
      )}
    </Card>
  );
}
