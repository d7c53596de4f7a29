import { Group, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { OperationResult } from '../../lib/operation/operation';
import { usePastedFiles } from '../../lib/usePastedFiles';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { matchesAccept } from '../../ui/file-upload/accept';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { DecodedContent } from './DecodedContent';
import { ImageThumbnail } from '../../ui/image-thumbnail/ImageThumbnail';
import words from './locales/en.json';

const imageTypes = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

// Started from an effect only (see useWorkerResult), never while rendering or prerendering. It reads
// the image as the operation `qr-decode` does (read-qr-image.ts), from the picked file itself.
const spawnDecoder = () => new Worker(new URL('./qr-code-decoder.worker.ts', import.meta.url), { type: 'module' });

// Scanning cannot pause to hear of a newer image, so a superseded scan ends its worker; a scan
// stuck on a pathological image is ended too.
const workerOptions = { restartOnSupersede: true, timeLimitMs: 30_000 };

function ReadingOutcome({ reading }: { reading: OperationResult<string> }) {
  const { word } = useToolWords(words);
  if (reading.ok) return <DecodedContent text={reading.value} />;
  return <Alert type={reading.error.code === 'errors.noCode' ? 'warning' : 'error'}>{word(reading.error)}</Alert>;
}

export default function QrCodeDecoder() {
  const { t } = useToolWords(words);
  const [image, setImage] = useState<File | undefined>(undefined);
  const receive = useCallback((files: File[]) => {
    const first = files.find((file) => matchesAccept(file, imageTypes));
    if (first) setImage(first);
  }, []);
  usePastedFiles(receive);
  const work = useWorkerResult<Blob, OperationResult<string>>(spawnDecoder, image, workerOptions);
  const unreadable = work.result?.ok === false && work.result.error.code === 'errors.unreadable';

  return (
    <Stack gap="md">
      <Card>
        <FileUpload
          label={t('upload.label')}
          description={t('upload.description')}
          accept={imageTypes}
          onFiles={receive}
        />
      </Card>
      {image && (
        <Card>
          <Group align="flex-start" gap="lg">
            {!unreadable && <ImageThumbnail image={image} alt={t('thumbnail')} />}
            <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
              {work.busy && <RunStatus running label={t('reading')} />}
              {work.result && <ReadingOutcome reading={work.result} />}
              {work.error !== undefined && <Alert type="error">{work.error}</Alert>}
            </Stack>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
