import { Group, SimpleGrid } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useToolWords } from '../../i18n/tool-words';
import { downloadFile } from '../../lib/download';
import { IconButton } from '../../ui/button/IconButton';
import { Card } from '../../ui/card/Card';
import { Note } from '../../ui/text/Note';
import { captureFileName } from './camera-recorder';
import classes from './CameraRecorder.module.css';
import words from './locales/en.json';
import type { Capture } from './useGallery';

/** The captures of this visit, newest first, two to a row. */
export function Gallery({
  captures,
  onDelete,
}: {
  captures: readonly Capture[];
  onDelete: (capture: Capture) => void;
}) {
  const { t } = useToolWords(words);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {captures.map((capture) => (
          <Card key={capture.url} title={t(`gallery.${capture.kind}`)}>
            {capture.kind === 'screenshot' ? (
              <img src={capture.url} alt={t('gallery.screenshotAlt')} className={classes.capture} />
            ) : (
              <video
                src={capture.url}
                controls
                playsInline
                className={classes.capture}
                aria-label={t('gallery.videoLabel')}
              />
            )}
            <Group justify="flex-end" gap="xs">
              <IconButton
                label={t('gallery.download')}
                onClick={() => downloadFile(captureFileName(capture.kind, capture.takenAt), capture.blob)}
              >
                <IconDownload size={18} aria-hidden />
              </IconButton>
              <IconButton label={t('gallery.delete')} onClick={() => onDelete(capture)}>
                <IconTrash size={18} aria-hidden />
              </IconButton>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Note>{t('gallery.note')}</Note>
    </>
  );
}
