import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { Field } from '../../ui/field/Field';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Slider } from '../../ui/slider/Slider';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { tokenGenerate, tokenOptions } from './operations';
import {
  clampTokenCount,
  clampTokenLength,
  tokenCountMax,
  tokenCountMin,
  tokenEntropyBits,
  tokenLengthMax,
  tokenLengthMin,
} from './token-generator';

const { uppercase, lowercase, numbers, symbols, excludeLookAlikes, atLeastOneOfEach } = tokenGenerate.fields;
const switches = { uppercase, lowercase, numbers, symbols, excludeLookAlikes, atLeastOneOfEach };

export default function TokenGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('token-generator', tokenGenerate.fields);
  // Generated after hydration only: a token must never be baked into the prerendered page.
  const [result, setResult] = useState<ReturnType<typeof tokenGenerate.run>>();
  const refresh = useCallback(() => setResult(tokenGenerate.run(undefined, state)), [state]);
  useEffect(refresh, [refresh]);
  const entropy = useMemo(() => tokenEntropyBits(tokenOptions(state)), [state]);
  const token = result?.ok ? result.value : '';

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldControls
          fields={switches}
          values={state}
          onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
          text={text}
        />
      </SimpleGrid>
      <Field label={t('length.withValue', { length: state.length })}>
        <Group wrap="nowrap" gap="md">
          <Slider
            label={t('length.label')}
            value={state.length}
            onChange={(value) => set('length', value)}
            min={tokenLengthMin}
            max={tokenLengthMax}
          />
          <NumberInput
            label={t('length.value')}
            hideLabel
            value={state.length}
            onChange={(value) => set('length', clampTokenLength(value))}
            min={tokenLengthMin}
            max={tokenLengthMax}
            w={96}
          />
        </Group>
      </Field>
      <NumberInput
        label={t('count')}
        value={state.count}
        onChange={(value) => set('count', clampTokenCount(value))}
        min={tokenCountMin}
        max={tokenCountMax}
        w={180}
      />
      <Stack gap={4}>
        <InputText
          label={t('token.label')}
          value={token}
          readOnly
          placeholder={t('token.placeholder')}
          multiline
          autosize
          rows={3}
          maxRows={12}
          monospace
          centered
        />
        {result && !result.ok ? (
          <Text size="sm" tone="error" role="alert">
            {word(result.error)}
          </Text>
        ) : (
          <Note>{t('entropy', { bits: Math.floor(entropy) })}</Note>
        )}
      </Stack>
      <GeneratorActions
        onRefresh={refresh}
        copyValue={token}
        copiedNotice={t('copied')}
        send={{ kind: 'text', sensitive: true }}
      />
    </Card>
  );
}
