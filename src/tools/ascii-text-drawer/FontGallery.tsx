import { Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Button } from '../../ui/button/Button';
import { useCountNearView } from '../../ui/near-view-count';
import { Section } from '../../ui/section/Section';
import { Text } from '../../ui/text/Text';
import { gallerySample, type GalleryEntry, type GalleryRequest } from './font-gallery';
import { fontNames } from './font-names';
import classes from './FontGallery.module.css';
import words from './locales/en.json';

const fontsPerBatch = 12;
const galleryOptions = { debounceMs: 200, timeLimitMs: 20_000 };
// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnGalleryDrawer = () => new Worker(new URL('./font-gallery.worker.ts', import.meta.url), { type: 'module' });

interface FontGalleryProps {
  text: string;
  onChoose: (font: string) => void;
}

/** The text's first words in every font, drawn a batch at a time as the reader scrolls. */
export function FontGallery({ text, onChoose }: FontGalleryProps) {
  const { t } = useToolWords(words);
  const sample = gallerySample(text);
  const { count, endRef } = useCountNearView(fontNames.length, fontsPerBatch, null);
  const request = useMemo<GalleryRequest>(() => ({ sample, fonts: fontNames.slice(0, count) }), [sample, count]);
  const answer = useWorkerResult<GalleryRequest, GalleryEntry[]>(spawnGalleryDrawer, request, galleryOptions);
  // Drawings already made stay while the next batch is drawn.
  const [kept, setKept] = useState<{ request?: GalleryRequest; drawings: ReadonlyMap<string, string | undefined> }>({
    drawings: new Map(),
  });
  if (answer.result !== undefined && kept.request !== request) {
    setKept({ request, drawings: new Map(answer.result.map((entry) => [entry.font, entry.drawing])) });
  }
  const drawings = kept.request?.sample === sample ? kept.drawings : new Map<string, string | undefined>();

  return (
    <Section title={t('gallery.title', { sample, total: fontNames.length })}>
      <Stack gap="md">
        {fontNames.slice(0, count).map((font) => (
          <GalleryItem
            key={font}
            font={font}
            drawing={drawings.get(font)}
            drawn={drawings.has(font)}
            onChoose={onChoose}
          />
        ))}
      </Stack>
      {count < fontNames.length && (
        <div ref={endRef} key={count}>
          <Text tone="dimmed">{t('gallery.more', { shown: count, total: fontNames.length })}</Text>
        </div>
      )}
    </Section>
  );
}

interface GalleryItemProps {
  font: string;
  drawing: string | undefined;
  drawn: boolean;
  onChoose: (font: string) => void;
}

function GalleryItem({ font, drawing, drawn, onChoose }: GalleryItemProps) {
  const { t } = useToolWords(words);
  return (
    <figure className={classes.item} aria-label={font}>
      <Group justify="space-between" gap="xs">
        <Text weight="bold">{font}</Text>
        <Button size="small" variant="light" onClick={() => onChoose(font)} aria-label={t('gallery.useFont', { font })}>
          {t('gallery.use')}
        </Button>
      </Group>
      {!drawn ? (
        <Text tone="dimmed">{t('gallery.drawing')}</Text>
      ) : drawing === undefined ? (
        <Text tone="error">{t('gallery.failed')}</Text>
      ) : (
        <pre className={classes.drawing}>{drawing}</pre>
      )}
    </figure>
  );
}
