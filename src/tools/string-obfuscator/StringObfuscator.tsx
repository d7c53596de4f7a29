import { Group, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { clampInteger } from '../../lib/clamp-integer';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { Field } from '../../ui/field/Field';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import words from './locales/en.json';
import { keepMax, maskLengthMax, stringObfuscate } from './operations';
import { defaultReplacement, obfuscatorPresets } from './string-obfuscator';

const { keepSpaces, email } = stringObfuscate.fields;
const switches = { keepSpaces, email };

export default function StringObfuscator() {
  const { t, text: say } = useToolWords(words);
  const [state, set] = useToolState('string-obfuscator', stringObfuscate.fields);
  const text = useDebouncedWhenLarge(state.text);
  const { keepFirst, keepLast, replacement, maskLength } = state;
  const obfuscated = useMemo(() => {
    const result = stringObfuscate.run(text, { ...state, text });
    return result.ok ? result.value : '';
    // `state.text` is read through its debounced copy `text`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, keepFirst, keepLast, state.keepSpaces, replacement, state.email, maskLength]);
  const applyPreset = (preset: keyof typeof obfuscatorPresets) => {
    const settings = obfuscatorPresets[preset];
    set('email', false);
    set('keepFirst', settings.keepFirst);
    set('keepLast', settings.keepLast);
    set('keepSpaces', settings.keepSpaces);
  };

  return (
    <Card>
      <InputText
        label={t('text.label')}
        value={state.text}
        onChange={(value) => set('text', value)}
        placeholder={t('text.placeholder')}
        multiline
        autosize
        rows={2}
        maxRows={10}
        clearable
        spellCheck={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('keepFirst')}
          value={keepFirst}
          onChange={(value) => set('keepFirst', clampInteger(value, 0, keepMax, 0))}
          min={0}
          max={keepMax}
          allowNegative={false}
        />
        <NumberInput
          label={t('keepLast')}
          value={keepLast}
          onChange={(value) => set('keepLast', clampInteger(value, 0, keepMax, 0))}
          min={0}
          max={keepMax}
          allowNegative={false}
        />
        <InputText
          label={t('replacement.label')}
          value={replacement}
          onChange={(value) => set('replacement', value)}
          placeholder={defaultReplacement}
          description={t('replacement.help')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldControls
          fields={switches}
          values={state}
          onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
          text={say}
        />
      </SimpleGrid>
      <NumberInput
        label={t('maskLength.label')}
        description={t('maskLength.help')}
        value={maskLength}
        onChange={(value) => set('maskLength', clampInteger(value, 0, maskLengthMax, 0))}
        min={0}
        max={maskLengthMax}
        allowNegative={false}
        w={220}
      />
      <Field label={t('presets.label')}>
        <Group gap="xs">
          <Button variant="default" onClick={() => applyPreset('creditCard')}>
            {t('presets.creditCard')}
          </Button>
          <Button variant="default" onClick={() => applyPreset('iban')}>
            {t('presets.iban')}
          </Button>
          <Button variant="default" onClick={() => set('email', true)}>
            {t('presets.email')}
          </Button>
        </Group>
      </Field>
      {obfuscated !== '' && <CodeBlock label={t('output.label')} value={obfuscated} wrap minRows={1} />}
    </Card>
  );
}
