import { Group, SimpleGrid, Stack } from '@mantine/core';
import { memo, useId, useRef } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FileUpload } from '../../ui/file-upload/FileUpload';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import { algorithmIds, type AlgorithmId } from './algorithms';
import type { DigestEncoding } from './file-hash';
import words from './locales/en.json';
import { filesFields } from './operations';

/** A dropped file, with the name it is shown and listed under (its path inside a dropped folder). */
export interface DroppedFile {
  id: number;
  file: File;
  name: string;
}

interface FilesCardProps {
  onFiles: (files: DroppedFile[]) => void;
  /** Empties the list; absent while it is empty. */
  onClear?: () => void;
  ticked: readonly AlgorithmId[];
  onTicked: (ids: AlgorithmId[]) => void;
  encoding: DigestEncoding;
  onEncoding: (encoding: DigestEncoding) => void;
  expected: string;
  onExpected: (text: string) => void;
  expectedError: boolean;
}

const encodingField = { encoding: filesFields.encoding };

/** The "Files" card: the drop zone, the algorithms, the encoding and the expected checksum. */
export const FilesCard = memo(function FilesCard({
  onFiles,
  onClear,
  ticked,
  onTicked,
  encoding,
  onEncoding,
  expected,
  onExpected,
  expectedError,
}: FilesCardProps) {
  const { t, text } = useToolWords(words);
  const algorithmsLabelId = useId();
  const nextId = useRef(1);
  const receive = (files: File[], paths?: string[]) =>
    onFiles(files.map((file, index) => ({ id: nextId.current++, file, name: paths?.[index] ?? file.name })));
  const toggle = (id: AlgorithmId, on: boolean) =>
    onTicked(on ? [...ticked, id] : ticked.filter((other) => other !== id));

  return (
    <Card title={t('files.card')}>
      <FileUpload label={t('files.label')} description={t('files.dropHint')} onFiles={receive} multiple folders />
      {onClear && (
        <Group justify="flex-end">
          <Button variant="default" size="small" onClick={onClear}>
            {t('files.clear')}
          </Button>
        </Group>
      )}
      <Stack gap={6} role="group" aria-labelledby={algorithmsLabelId}>
        <Text id={algorithmsLabelId} size="sm" weight="medium">
          {t('algorithms.label')}
        </Text>
        <Group gap="md">
          {algorithmIds.map((id) => (
            <Checkbox
              key={id}
              label={t(`algorithmNames.${id}`)}
              checked={ticked.includes(id)}
              onChange={(on) => toggle(id, on)}
            />
          ))}
        </Group>
        {ticked.length === 0 && (
          <Text size="sm" tone="error" role="alert">
            {t('errors.noAlgorithm')}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldControls
          fields={encodingField}
          values={{ encoding }}
          onChange={(_, chosen) => onEncoding(chosen as DigestEncoding)}
          text={text}
        />
        <InputText
          label={t('expected.label')}
          placeholder={t('expected.placeholder')}
          value={expected}
          onChange={onExpected}
          monospace
          clearable
          typingAids={false}
          error={expectedError ? t('errors.notChecksum') : undefined}
        />
      </SimpleGrid>
    </Card>
  );
});
