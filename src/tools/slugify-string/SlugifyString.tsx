import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { clampInteger } from '../../lib/clamp-integer';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import words from './locales/en.json';
import { maxSlugLength, slugifyString } from './operations';
import { limitSeparator, maxSeparatorLength, type SlugifyOptions } from './slugify-string';

const { lowercase, splitCamelCase, perLine } = slugifyString.fields;
const switches = { lowercase, splitCamelCase, perLine };

// Called only from an effect (see useWorkerResult), for large input.
const spawnWorker = () => new Worker(new URL('./slugify-string.worker.ts', import.meta.url), { type: 'module' });

const convert = (text: string, options: SlugifyOptions) => slugifyString.run(text, { ...options, text });

export default function SlugifyString() {
  const { t: shell } = useTranslation();
  const { t, text: say, word } = useToolWords(words);
  const [state, set] = useToolState('slugify-string', slugifyString.fields);
  const { text, separator, maxLength } = state;
  const options = useMemo(
    () => ({
      separator,
      lowercase: state.lowercase,
      splitCamelCase: state.splitCamelCase,
      perLine: state.perLine,
      maxLength,
    }),
    [separator, state.lowercase, state.splitCamelCase, state.perLine, maxLength],
  );
  // A large text is slugified in a worker: transliterating a megabyte takes most of a second.
  const work = useTextComputation(text, options, convert, spawnWorker);
  const slug = work.result?.ok ? work.result.value : '';
  const error = work.error ?? (work.result?.ok === false ? word(work.result.error) : undefined);
  const note = work.result?.ok ? work.result.notes?.[0] : undefined;

  return (
    <Card>
      <InputText
        label={t('text.label')}
        placeholder={t('text.placeholder')}
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
          label={t('separator.label')}
          placeholder={t('separator.placeholder')}
          value={separator}
          onChange={(value) => set('separator', limitSeparator(value))}
          maxLength={maxSeparatorLength}
          description={t('separator.help')}
          monospace
          spellCheck={false}
        />
        <NumberInput
          label={t('maxLength.label')}
          value={maxLength}
          onChange={(value) => set('maxLength', clampInteger(value, 0, maxSlugLength, 0))}
          min={0}
          max={maxSlugLength}
          allowNegative={false}
          description={t('maxLength.help')}
          w={140}
        />
      </Group>
      <Group gap="xl">
        <FieldControls
          fields={switches}
          values={state}
          onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
          text={say}
        />
      </Group>
      <CopyableField
        label={t('slug.label')}
        value={slug}
        multiline
        rows={1}
        placeholder={t('slug.placeholder')}
        copyLabel={t('slug.copy')}
        description={note && !error && !work.busy ? word(note) : undefined}
      />
      <RunStatus running={work.busy} label={shell('ui.converting')} />
    </Card>
  );
}
