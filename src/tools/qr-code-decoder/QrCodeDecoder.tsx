import { Group, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { usePastedFiles } from '../../lib/usePastedFiles';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { matchesAccept } from '../../ui/file-upload/accept';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { DecodedContent } from './DecodedContent';
import { ImageThumbnail } from './ImageThumbnail';
import { noCodeMessage, unreadableImageMessage } from './qr-code-decoder';
import type { QrImageReading } from './read-qr-image';

const imageTypes = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

// Started from an effect only (see useWorkerResult), never while rendering or prerendering.
const spawnDecoder = () => new Worker(new URL('./qr-code-decoder.worker.ts', import.meta.url), { type: 'module' });

// Scanning cannot pause to hear of a newer image, so a superseded scan ends its worker; a scan
// stuck on a pathological image is ended too.
const workerOptions = { restartOnSupersede: true, timeLimitMs: 30_000 };

function ReadingOutcome({ reading }: { reading: QrImageReading }) {
  if (reading.kind === 'found') return <DecodedContent text={reading.text} />;
  return (
    <Alert type={reading.kind === 'no-code' ? 'warning' : 'error'}>
      {reading.kind === 'no-code' ? noCodeMessage : unreadableImageMessage}
    </Alert>
  );
}

export default function QrCodeDecoder() {
  const [image, setImage] = useState<File | undefined>(undefined);
  const receive = useCallback((files: File[]) => {
    const first = files.find((file) => matchesAccept(file, imageTypes));
    if (first) setImage(first);
  }, []);
  usePastedFiles(receive);
  const work = useWorkerResult<Blob, QrImageReading>(spawnDecoder, image, workerOptions);

  return (
    <Stack gap="md">
      <Card>
        <FileUpload
          label="Drag and drop a QR code image here, or click to select a file"
          description="Or paste a screenshot (Ctrl+V / ⌘V) anywhere on the page."
          accept={imageTypes}
          onFiles={receive}
        />
      </Card>
      {image && (
        <Card>
          <Group align="flex-start" gap="lg">
            {work.result?.kind !== 'unreadable' && <ImageThumbnail image={image} />}
            <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
              {work.busy && <RunStatus running label="Reading the image…" />}
              {work.result && <ReadingOutcome reading={work.result} />}
              {work.error !== undefined && <Alert type="error">{work.error}</Alert>}
            </Stack>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
