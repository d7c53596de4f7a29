import { Group, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { clampInteger } from '../../lib/clamp-integer';
import { booleanField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { Field } from '../../ui/field/Field';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import { obfuscateEmail, obfuscateString, obfuscatorPresets } from './string-obfuscator';

const keepMax = 1_000_000;
const maskLengthMax = 64;

const obfuscatorFields = defineFields({
  // A secret: kept in the page only.
  text: textField('Lorem ipsum dolor sit amet', { sensitive: true }),
  keepFirst: integerField(4, { min: 0, max: keepMax }),
  keepLast: integerField(4, { min: 0, max: keepMax }),
  keepSpaces: booleanField(true),
  replacement: textField('*'),
  email: booleanField(false),
  maskLength: integerField(0, { min: 0, max: maskLengthMax }),
});

export default function StringObfuscator() {
  const [state, set] = useToolState('string-obfuscator', obfuscatorFields);
  const text = useDebouncedWhenLarge(state.text);
  const { keepFirst, keepLast, keepSpaces, replacement, email, maskLength } = state;
  const obfuscated = useMemo(
    () =>
      email
        ? obfuscateEmail(text, { replacement, fixedMaskLength: maskLength })
        : obfuscateString(text, { keepFirst, keepLast, keepSpaces, replacement, fixedMaskLength: maskLength }),
    [text, keepFirst, keepLast, keepSpaces, replacement, email, maskLength],
  );
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
        label="String to obfuscate"
        value={state.text}
        onChange={(value) => set('text', value)}
        placeholder="Enter string to obfuscate"
        multiline
        autosize
        rows={2}
        maxRows={10}
        clearable
        spellCheck={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Keep first"
          value={keepFirst}
          onChange={(value) => set('keepFirst', clampInteger(value, 0, keepMax, 0))}
          min={0}
          max={keepMax}
          allowNegative={false}
        />
        <NumberInput
          label="Keep last"
          value={keepLast}
          onChange={(value) => set('keepLast', clampInteger(value, 0, keepMax, 0))}
          min={0}
          max={keepMax}
          allowNegative={false}
        />
        <InputText
          label="Replacement character"
          value={replacement}
          onChange={(value) => set('replacement', value)}
          placeholder="*"
          description="Its first character masks; * when empty."
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch label="Keep spaces" checked={keepSpaces} onChange={(value) => set('keepSpaces', value)} />
        <Switch
          label="E-mail: keep the first letter and the domain"
          checked={email}
          onChange={(value) => set('email', value)}
        />
      </SimpleGrid>
      <NumberInput
        label="Fixed mask length"
        description="Mask with this many characters whatever the hidden length (0: one per character)."
        value={maskLength}
        onChange={(value) => set('maskLength', clampInteger(value, 0, maskLengthMax, 0))}
        min={0}
        max={maskLengthMax}
        allowNegative={false}
        w={220}
      />
      <Field label="Presets">
        <Group gap="xs">
          <Button variant="default" onClick={() => applyPreset('creditCard')}>
            Credit card
          </Button>
          <Button variant="default" onClick={() => applyPreset('iban')}>
            IBAN
          </Button>
          <Button variant="default" onClick={() => set('email', true)}>
            E-mail
          </Button>
        </Group>
      </Field>
      {obfuscated !== '' && <CodeBlock label="Obfuscated string" value={obfuscated} wrap minRows={1} />}
    </Card>
  );
}
