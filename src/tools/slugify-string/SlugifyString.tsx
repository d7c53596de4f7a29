import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { clampInteger } from '../../lib/clamp-integer';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Switch } from '../../ui/switch/Switch';
import { isNothingLeft, limitSeparator, maxSeparatorLength, nothingLeftHint, slugifyText } from './slugify-string';
import { maxSlugLength, slugifyFields } from './slugify-string-fields';

// Called only from an effect (see useWorkerResult), for large input.
const spawnWorker = () => new Worker(new URL('./slugify-string.worker.ts', import.meta.url), { type: 'module' });

export default function SlugifyString() {
  const { t } = useTranslation();
  const [{ text, separator, lowercase, splitCamelCase, perLine, maxLength }, set] = useToolState(
    'slugify-string',
    slugifyFields,
  );
  const options = useMemo(
    () => ({ separator, lowercase, splitCamelCase, perLine, maxLength }),
    [separator, lowercase, splitCamelCase, perLine, maxLength],
  );
  // A large text is slugified in a worker: transliterating a megabyte takes most of a second.
  const work = useTextComputation(text, options, slugifyText, spawnWorker);
  const slug = work.result?.ok ? work.result.value : '';
  const error = work.error ?? (work.result?.ok === false ? work.result.error : undefined);

  return (
    <Card>
      <InputText
        label="Text to slugify"
        placeholder="Put your string here (e.g. My file path)"
        value={text}
        onChange={(value) => set('text', value)}
        multiline
        autosize
        rows={3}
        maxRows={16}
        autoFocus
        error={error}
      />
      <Group gap="xl" align="flex-end">
        <InputText
          label="Separator"
          placeholder="None"
          value={separator}
          onChange={(value) => set('separator', limitSeparator(value))}
          maxLength={maxSeparatorLength}
          description="Up to 3 characters"
          monospace
          spellCheck={false}
        />
        <NumberInput
          label="Max length"
          value={maxLength}
          onChange={(value) => set('maxLength', clampInteger(value, 0, maxSlugLength, 0))}
          min={0}
          max={maxSlugLength}
          allowNegative={false}
          description="0 for no limit"
          w={140}
        />
      </Group>
      <Group gap="xl">
        <Switch label="Lowercase" checked={lowercase} onChange={(value) => set('lowercase', value)} />
        <Switch label="Split camelCase" checked={splitCamelCase} onChange={(value) => set('splitCamelCase', value)} />
        <Switch label="One slug per line" checked={perLine} onChange={(value) => set('perLine', value)} />
      </Group>
      <CopyableField
        label="Slug"
        value={slug}
        multiline
        rows={1}
        placeholder="Your slug will be here"
        copyLabel="Copy slug"
        description={isNothingLeft(text, slug) && !error && !work.busy ? nothingLeftHint : undefined}
      />
      <RunStatus running={work.busy} label={t('ui.converting')} />
    </Card>
  );
}
