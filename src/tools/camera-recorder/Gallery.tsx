import { Group, SimpleGrid } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { downloadFile } from '../../lib/download';
import { IconButton } from '../../ui/button/IconButton';
import { Card } from '../../ui/card/Card';
import { Note } from '../../ui/text/Note';
import { captureFileName, captureTitle } from './camera-recorder';
import classes from './CameraRecorder.module.css';
import type { Capture } from './useGallery';

/** The captures of this visit, newest first, two to a row. */
export function Gallery({
  captures,
  onDelete,
}: {
  captures: readonly Capture[];
  onDelete: (capture: Capture) => void;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {captures.map((capture) => (
          <Card key={capture.url} title={captureTitle(capture.kind)}>
            {capture.kind === 'screenshot' ? (
              <img src={capture.url} alt="Screenshot from the camera" className={classes.capture} />
            ) : (
              <video src={capture.url} controls playsInline className={classes.capture} aria-label="Recorded video" />
            )}
            <Group justify="flex-end" gap="xs">
              <IconButton
                label="Download"
                onClick={() => downloadFile(captureFileName(capture.kind, capture.takenAt), capture.blob)}
              >
                <IconDownload size={18} aria-hidden />
              </IconButton>
              <IconButton label="Delete" onClick={() => onDelete(capture)}>
                <IconTrash size={18} aria-hidden />
              </IconButton>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Note>
        Pictures and videos stay in this page: nothing is uploaded or saved, and they are gone when you reload or leave
        it. Download the ones you want to keep.
      </Note>
    </>
  );
}
