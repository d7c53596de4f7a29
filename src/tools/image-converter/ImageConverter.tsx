import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { formatBytes } from '../../lib/bytes';
import { downloadFile } from '../../lib/download';
import { isMessage, type Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { usePastedFiles } from '../../lib/usePastedFiles';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import { Field } from '../../ui/field/Field';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Slider } from '../../ui/slider/Slider';
import { Text } from '../../ui/text/Text';
import type { Converted, ImageSource } from './convert-image';
import { chosenIconSizes, iconSizes, imageFields, outputName, type ConvertOptions } from './fields';
import { readResize } from './image-size';
import type { ConvertProgress, ConvertRequest } from './image-converter.worker';
import { ImageRow } from './ImageRow';
import words from './locales/en.json';
import { useImageSources, type PickedFile } from './useImageSources';
import { uniqueNames, zipImages } from './zip';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnConverter = () => new Worker(new URL('./image-converter.worker.ts', import.meta.url), { type: 'module' });

const { format, lossless, resize, width, height, lockRatio, fit, percentage, noEnlarge, removeMetadata } = imageFields;
let nextId = 1;

export default function ImageConverter() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('image-converter', imageFields);
  const [files, setFiles] = useState<readonly PickedFile[]>([]);
  const addFiles = useCallback(
    (added: File[]) => setFiles((current) => [...current, ...added.map((file) => ({ id: nextId++, file }))]),
    [],
  );
  usePastedFiles(addFiles);

  // The page's state holds the options (and the box's ratio lock, which only the page reads).
  const options: ConvertOptions = state;
  const resizeError = readResize(options);
  const noIconSize = state.format === 'ico' && chosenIconSizes(state.iconSizes).length === 0;
  const { sources } = useImageSources(files, options);
  const request = useMemo<ConvertRequest | undefined>(() => {
    if (!sources || files.length === 0 || !resizeError.ok || noIconSize) return undefined;
    return { sources: sources.filter((source): source is ImageSource => !isMessage(source)), options };
  }, [sources, files.length, resizeError.ok, noIconSize, options]);
  const work = useWorkerResult<ConvertRequest, Result<Converted, Message>[], ConvertProgress>(spawnConverter, request, {
    debounceMs: 300,
  });

  // Each file's outcome, by its id: a refusal before the worker, or the worker's answer. While a
  // newer run is on its way (an option changed), the rows keep what they showed.
  const fresh = useMemo(() => {
    if (!sources || !work.result) return undefined;
    let answer = 0;
    return new Map(
      sources.map((source, index) => [
        files[index].id,
        isMessage(source) ? { ok: false as const, error: source } : work.result![answer++],
      ]),
    );
  }, [sources, work.result, files]);
  const [shown, setShown] = useState<ReadonlyMap<number, Result<Converted, Message>>>(new Map());
  useEffect(() => {
    if (fresh) setShown(fresh);
  }, [fresh]);
  // Options in error leave the outputs blank.
  const blocked = !resizeError.ok || noIconSize;
  const outcomes = files.map((picked) => (blocked ? undefined : (fresh ?? shown).get(picked.id)));
  const converted = outcomes.flatMap((outcome, index) =>
    outcome?.ok
      ? [{ name: outputName(files[index].file.name, outcome.value.output.format), result: outcome.value }]
      : [],
  );
  const names = uniqueNames(converted.map((each) => each.name));
  const rowNames: (string | undefined)[] = [];
  for (let row = 0, done = 0; row < files.length; row++) rowNames.push(outcomes[row]?.ok ? names[done++] : undefined);
  const totalIn = converted.reduce((total, each) => total + each.result.input.bytes, 0);
  const totalOut = converted.reduce((total, each) => total + each.result.output.bytes.length, 0);

  const firstInput = converted[0]?.result.input;
  const setSide = (side: 'width' | 'height', value: string) => {
    set(side, value);
    if (state.resize !== 'box' || !state.lockRatio || !firstInput || !/^\d+$/.test(value)) return;
    const other = side === 'width' ? 'height' : 'width';
    const ratio = side === 'width' ? firstInput.height / firstInput.width : firstInput.width / firstInput.height;
    set(other, String(Math.max(1, Math.round(Number(value) * ratio))));
  };

  const lossy = state.format === 'jpeg' || state.format === 'avif' || (state.format === 'webp' && !state.lossless);
  const status = work.busy
    ? work.progress?.loading
      ? t(work.progress.loading === 'webp' ? 'status.loadingWebp' : 'status.loadingAvif')
      : t('status.converting', { current: (work.progress?.index ?? 0) + 1, total: request?.sources.length ?? 0 })
    : undefined;

  return (
    <Stack gap="lg">
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <FileUpload
              label={t('upload.label')}
              inputLabel={t('upload.label')}
              accept="image/*,.svg,.ico,.avif"
              multiple
              onFiles={addFiles}
            />
          </Stack>
          <Stack gap="md">
            <FieldControls
              fields={{ format }}
              values={state}
              onChange={(_, value) => set('format', value as typeof state.format)}
              text={text}
            />
            {lossy && (
              <Field label={t('quality.label')}>
                <Group wrap="nowrap" gap="md">
                  <Slider
                    label={t('quality.label')}
                    value={state.quality}
                    onChange={(value) => set('quality', value)}
                    min={1}
                    max={100}
                  />
                  <NumberInput
                    label={t('quality.value')}
                    hideLabel
                    value={state.quality}
                    onChange={(value) => set('quality', Math.min(100, Math.max(1, Math.round(value) || 1)))}
                    min={1}
                    max={100}
                    w={88}
                  />
                </Group>
              </Field>
            )}
            {state.format === 'webp' && (
              <FieldControls
                fields={{ lossless }}
                values={state}
                onChange={(_, value) => set('lossless', value as boolean)}
                text={text}
              />
            )}
            {state.format === 'jpeg' && (
              <ColorPicker
                label={t('background.label')}
                value={state.background}
                withAlpha={false}
                onChange={(value) => set('background', value)}
              />
            )}
            {state.format === 'ico' && (
              <Stack gap={4}>
                <Text size="sm" weight="medium">
                  {t('iconSizes.label')}
                </Text>
                <Group gap="md">
                  {iconSizes.map((size) => (
                    <Checkbox
                      key={size}
                      label={String(size)}
                      checked={chosenIconSizes(state.iconSizes).includes(size)}
                      onChange={(checked) =>
                        set(
                          'iconSizes',
                          iconSizes
                            .filter((each) =>
                              each === size ? checked : chosenIconSizes(state.iconSizes).includes(each),
                            )
                            .join(','),
                        )
                      }
                    />
                  ))}
                </Group>
                {noIconSize && (
                  <Text size="sm" tone="error">
                    {t('errors.noIconSize')}
                  </Text>
                )}
              </Stack>
            )}
            <FieldControls
              fields={{ resize }}
              values={state}
              onChange={(_, value) => set('resize', value as typeof state.resize)}
              text={text}
            />
            <FieldControls
              fields={{
                ...(state.resize === 'width' || state.resize === 'box' ? { width } : {}),
                ...(state.resize === 'height' || state.resize === 'box' ? { height } : {}),
                ...(state.resize === 'box' ? { lockRatio, fit } : {}),
                ...(state.resize === 'percentage' ? { percentage } : {}),
                noEnlarge,
                removeMetadata,
              }}
              values={state}
              onChange={(name, value) =>
                name === 'width' || name === 'height'
                  ? setSide(name, value as string)
                  : set(name as 'fit', value as never)
              }
              text={text}
            />
            {!resizeError.ok && (
              <Text size="sm" tone="error">
                {word(resizeError.error)}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Card>
      {files.length > 0 && (
        <Card>
          <Stack gap="sm">
            {status && <Text tone="dimmed">{status}</Text>}
            {work.error && <Text tone="error">{work.error}</Text>}
            <div>
              {files.map((picked, index) => (
                <ImageRow key={picked.id} file={picked.file} outcome={outcomes[index]} outputName={rowNames[index]} />
              ))}
            </div>
            {converted.length > 0 && (
              <Text size="sm">
                {t('summary', { count: converted.length, before: formatBytes(totalIn), after: formatBytes(totalOut) })}
              </Text>
            )}
            <Group gap="sm">
              {converted.length >= 2 && (
                <Button
                  variant="default"
                  onClick={() =>
                    downloadFile(
                      'images.zip',
                      new Blob([
                        zipImages(
                          converted.map((each) => ({ name: each.name, bytes: each.result.output.bytes })),
                        ) as Uint8Array<ArrayBuffer>,
                      ]),
                      'application/zip',
                    )
                  }
                >
                  {t('downloadAll')}
                </Button>
              )}
              <Button variant="default" onClick={() => setFiles([])}>
                {t('clearAll')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
