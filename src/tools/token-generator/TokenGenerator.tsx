import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { Field } from '../../ui/field/Field';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Slider } from '../../ui/slider/Slider';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { tokenFields } from './token-fields';
import {
  clampTokenCount,
  clampTokenLength,
  generateTokens,
  tokenCountMax,
  tokenCountMin,
  tokenEntropyBits,
  tokenLengthMax,
  tokenLengthMin,
  type TokenOptions,
} from './token-generator';

export default function TokenGenerator() {
  const [state, set] = useToolState('token-generator', tokenFields);
  const options = useMemo<TokenOptions>(
    () => ({
      length: state.length,
      withUppercase: state.uppercase,
      withLowercase: state.lowercase,
      withNumbers: state.numbers,
      withSymbols: state.symbols,
      excludeLookAlikes: state.excludeLookAlikes,
      atLeastOneOfEach: state.atLeastOneOfEach,
    }),
    [state],
  );
  // Generated after hydration only: a token must never be baked into the prerendered page.
  const [token, setToken] = useState('');
  const refresh = useCallback(() => setToken(generateTokens(options, state.count).join('\n')), [options, state.count]);
  useEffect(refresh, [refresh]);

  const noSet = !state.uppercase && !state.lowercase && !state.numbers && !state.symbols;
  const entropy = tokenEntropyBits(options);

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch label="Uppercase (ABC...)" checked={state.uppercase} onChange={(value) => set('uppercase', value)} />
        <Switch label="Lowercase (abc...)" checked={state.lowercase} onChange={(value) => set('lowercase', value)} />
        <Switch label="Numbers (123...)" checked={state.numbers} onChange={(value) => set('numbers', value)} />
        <Switch label="Symbols (!-;...)" checked={state.symbols} onChange={(value) => set('symbols', value)} />
        <Switch
          label="Exclude look-alike characters (0 O o 1 l I |)"
          checked={state.excludeLookAlikes}
          onChange={(value) => set('excludeLookAlikes', value)}
        />
        <Switch
          label="At least one of each selected set"
          checked={state.atLeastOneOfEach}
          onChange={(value) => set('atLeastOneOfEach', value)}
        />
      </SimpleGrid>
      <Field label={`Length (${state.length})`}>
        <Group wrap="nowrap" gap="md">
          <Slider
            label="Length"
            value={state.length}
            onChange={(value) => set('length', value)}
            min={tokenLengthMin}
            max={tokenLengthMax}
          />
          <NumberInput
            label="Length value"
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
        label="Number of tokens"
        value={state.count}
        onChange={(value) => set('count', clampTokenCount(value))}
        min={tokenCountMin}
        max={tokenCountMax}
        w={180}
      />
      <Stack gap={4}>
        <InputText
          label="Token"
          value={token}
          readOnly
          placeholder="The token..."
          multiline
          autosize
          rows={3}
          maxRows={12}
          monospace
          centered
        />
        {noSet ? (
          <Text size="sm" tone="error" role="alert">
            Select at least one character set
          </Text>
        ) : (
          <Note>Entropy: {Math.floor(entropy)} bits per token</Note>
        )}
      </Stack>
      <GeneratorActions onRefresh={refresh} copyValue={token} copiedNotice="Token copied to the clipboard" />
    </Card>
  );
}
