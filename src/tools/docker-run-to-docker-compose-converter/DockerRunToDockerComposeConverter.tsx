import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { largeInputChars, largeInputDelayMs } from '../../lib/useDebouncedWhenLarge';
import { hasDefaultValues } from '../../lib/tool-state/fields';
import { ok } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { maxCommandChars, maxExistingComposeChars, type ComposeRequest } from './compose-options';
import { defaultCompose } from './default-compose';
import type { convertDockerRunToCompose } from './docker-run-to-docker-compose-converter';
import words from './locales/en.json';
import { dockerRunToCompose } from './operations';

const { format: formatField, indentSize: indentSizeField } = dockerRunToCompose.fields;
const options = { format: formatField, indentSize: indentSizeField };

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () =>
  new Worker(new URL('./docker-run-to-docker-compose-converter.worker.ts', import.meta.url), { type: 'module' });

export default function DockerRunToDockerComposeConverter() {
  const { t: shell } = useTranslation();
  const { t, text, wordNode } = useToolWords(words);
  const [state, set] = useToolState('docker-run-to-docker-compose-converter', dockerRunToCompose.fields);
  const { command, format, indentSize, existingCompose } = state;
  const request = useMemo<ComposeRequest>(
    () => ({ command, options: { format, indentSize, existingCompose } }),
    [command, format, indentSize, existingCompose],
  );
  const large = command.length + existingCompose.length > largeInputChars;
  // The converter cannot stop midway, and some inputs take it seconds: a newer input replaces the worker.
  const work = useWorkerResult<ComposeRequest, ReturnType<typeof convertDockerRunToCompose>>(spawnWorker, request, {
    debounceMs: large ? largeInputDelayMs : 0,
    restartOnSupersede: true,
  });
  const result = work.result ?? (hasDefaultValues(dockerRunToCompose.fields, state) ? ok(defaultCompose) : undefined);
  const compose = result?.ok ? result.value : undefined;
  const yaml = compose?.yaml ?? '';
  const errorOf = (field: 'command' | 'existingCompose') =>
    result && !result.ok && result.error.field === field ? wordNode(result.error.message) : undefined;

  return (
    <Card>
      <Group gap="xl" align="flex-end">
        <FieldControls
          fields={options}
          values={state}
          onChange={(name, value) => set(name as keyof typeof options, value as (typeof state)[keyof typeof options])}
          text={text}
          widths={{ indentSize: 120 }}
        />
      </Group>
      <InputText
        label={t('command.label')}
        value={command}
        onChange={(value) => set('command', value)}
        placeholder={t('command.placeholder')}
        multiline
        rows={3}
        autosize
        maxRows={20}
        monospace
        spellCheck={false}
        maxLength={maxCommandChars}
        error={work.error ?? errorOf('command')}
      />
      <InputText
        label={t('existingCompose.label')}
        description={t('existingCompose.help')}
        value={existingCompose}
        onChange={(value) => set('existingCompose', value)}
        placeholder={t('existingCompose.placeholder')}
        multiline
        rows={3}
        autosize
        maxRows={20}
        monospace
        spellCheck={false}
        maxLength={maxExistingComposeChars}
        error={errorOf('existingCompose')}
      />
      {compose && compose.notes.length > 0 && (
        <Alert title={t('notes.title')}>
          <Stack gap={2}>
            {compose.notes.map((note, index) => (
              <div key={index}>{note}</div>
            ))}
          </Stack>
        </Alert>
      )}
      <CodeBlock
        label={t('compose.label')}
        value={yaml}
        language="yaml"
        minRows={12}
        footer={
          <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
            <RunStatus running={work.busy} label={shell('ui.converting')} />
            <DownloadButton
              content={yaml}
              fileName="docker-compose.yml"
              mimeType="application/yaml"
              label={t('compose.download')}
              disabled={!yaml}
            />
          </Group>
        }
      />
    </Card>
  );
}
