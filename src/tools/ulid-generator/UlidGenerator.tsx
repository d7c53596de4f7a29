import { Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Field } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { NumberInput } from '../../ui/number-input/NumberInput';
import words from './locales/en.json';
import { ulidDecode, ulidGenerate } from './operations';
import { UlidBlock } from './UlidBlock';
import { UlidDecoder } from './UlidDecoder';
import {
  clampUlidQuantity,
  formatUlids,
  generateUlids,
  ulidFormats,
  ulidQuantityMax,
  ulidQuantityMin,
  ulidSeparators,
} from './ulid-generator';

const fields = { ...ulidGenerate.fields, ...ulidDecode.fields };
const switches = { lowercase: ulidGenerate.fields.lowercase };

/** A choice field's choices, each under its name in the catalogue. */
const choicesOf = <T extends string>(choices: readonly T[], field: Field<T>, text: (key: string) => string) =>
  choices.map((value) => ({ value, label: text(field.choiceLabels?.[value] ?? value) }));

export default function UlidGenerator() {
  const { t, text } = useToolWords(words);
  const [{ amount, format, lowercase, separator, decode }, set] = useToolState('ulid-generator', fields);

  // Generated after hydration only: time-based random ids must never be baked into the prerendered
  // page. The format is part of the key so that changing it also gives new ids, as in the reference.
  const [ulids, setUlids] = useState<string[]>([]);
  const refresh = useCallback(() => setUlids(generateUlids(amount)), [amount]);
  useEffect(refresh, [refresh, format]);

  const output = formatUlids(ulids, { format, lowercase, separator });

  return (
    <Stack gap="md">
      <Card>
        <Group gap="xl" align="flex-end">
          <NumberInput
            label={t('quantity')}
            value={amount}
            onChange={(typed) => set('amount', clampUlidQuantity(typed))}
            min={ulidQuantityMin}
            max={ulidQuantityMax}
            w={160}
          />
          <ButtonsSelect
            label={t('format.label')}
            options={choicesOf(ulidFormats, fields.format, text)}
            value={format}
            onChange={(value) => set('format', value)}
          />
          {format === 'raw' && (
            <ButtonsSelect
              label={t('separator.label')}
              options={choicesOf(ulidSeparators, fields.separator, text)}
              value={separator}
              onChange={(value) => set('separator', value)}
            />
          )}
          <FieldControls
            fields={switches}
            values={{ lowercase }}
            onChange={(_, value) => set('lowercase', value === true)}
            text={text}
          />
        </Group>
        <UlidBlock label={t('generate.output')} value={output} centered={format === 'raw'} />
        <GeneratorActions
          onRefresh={refresh}
          copyValue={ulids.length === 0 ? '' : output}
          copiedNotice={t('generate.copied')}
        />
      </Card>
      <UlidDecoder text={decode} onChange={(value) => set('decode', value)} />
    </Stack>
  );
}
