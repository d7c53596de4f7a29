import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { largeInputChars, largeInputDelayMs } from '../../lib/useDebouncedWhenLarge';
import { hasDefaultValues } from '../../lib/tool-state/fields';
import { ok } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { IndentSizeInput } from '../../ui/number-input/IndentSizeInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Select } from '../../ui/select/Select';
import { composeFields } from './compose-fields';
import {
  maxCommandChars,
  maxExistingComposeChars,
  maxIndentSize,
  minIndentSize,
  type ComposeRequest,
} from './compose-options';
import { defaultCompose } from './default-compose';
import type { convertDockerRunToCompose } from './docker-run-to-docker-compose-converter';

const formatOptions = [
  { value: 'latest', label: 'Latest (Compose Specification)' },
  { value: 'v3x', label: 'v3.x' },
  { value: 'v2x', label: 'v2.x' },
] as const;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () =>
  new Worker(new URL('./docker-run-to-docker-compose-converter.worker.ts', import.meta.url), { type: 'module' });

export default function DockerRunToDockerComposeConverter() {
  const { t } = useTranslation();
  const [state, set] = useToolState('docker-run-to-docker-compose-converter', composeFields);
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
  const result = work.result ?? (hasDefaultValues(composeFields, state) ? ok(defaultCompose) : undefined);
  const compose = result?.ok ? result.value : undefined;
  const yaml = compose?.yaml ?? '';
  const errorOf = (field: 'command' | 'existingCompose') =>
    result && !result.ok && result.error.field === field ? result.error.message : undefined;

  return (
    <Card>
      <Group gap="xl" align="flex-end">
        <Select
          label="Compose format"
          options={formatOptions}
          value={format}
          onChange={(value) => set('format', value)}
        />
        <IndentSizeInput
          value={indentSize}
          onChange={(size) => set('indentSize', size)}
          min={minIndentSize}
          max={maxIndentSize}
        />
      </Group>
      <InputText
        label="Your docker run command"
        value={command}
        onChange={(value) => set('command', value)}
        placeholder="Your docker run command to convert..."
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
        label="Existing docker-compose.yml"
        description="Optional: the converted services are merged into this file."
        value={existingCompose}
        onChange={(value) => set('existingCompose', value)}
        placeholder="services: ..."
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
        <Alert title="Notes from the converter">
          <Stack gap={2}>
            {compose.notes.map((note, index) => (
              <div key={index}>{note}</div>
            ))}
          </Stack>
        </Alert>
      )}
      <CodeBlock
        label="Your docker-compose.yml"
        value={yaml}
        language="yaml"
        minRows={12}
        footer={
          <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
            <RunStatus running={work.busy} label={t('ui.converting')} />
            <DownloadButton
              content={yaml}
              fileName="docker-compose.yml"
              mimeType="application/yaml"
              label="Download docker-compose.yml"
              disabled={!yaml}
            />
          </Group>
        }
      />
    </Card>
  );
}
