import { SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ok, type Result } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import { UuidDecoder } from './UuidDecoder';
import { uuidFields } from './uuid-fields';
import {
  clampUuidQuantity,
  formatUuid,
  generateUuids,
  invalidUuidMessage,
  isNameBased,
  namespacePresetNames,
  namespacePresetOf,
  namespacePresets,
  parseNamespace,
  uuidQuantityMax,
  uuidQuantityMin,
  uuidVersions,
  type NamespacePreset,
} from './uuid-generator';

const versionOptions = uuidVersions.map((version) => ({ value: version, label: version }));
const namespaceOptions = namespacePresetNames.map((name) => ({ value: name, label: name }));
const namespaceRules = [{ validator: (text: string) => parseNamespace(text).ok, message: invalidUuidMessage }];

export default function UuidGenerator() {
  const [state, set] = useToolState('uuid-generator', uuidFields);
  const { version, quantity, namespace, name } = state;
  const nameBased = isNameBased(version);

  // Generated after hydration only: random and time-based values must never be baked into the
  // prerendered page.
  const [result, setResult] = useState<Result<string[]>>(ok([]));
  const refresh = useCallback(
    () => setResult(generateUuids({ version, quantity, namespace, name })),
    [version, quantity, namespace, name],
  );
  useEffect(refresh, [refresh]);

  const format = { uppercase: state.uppercase, braces: state.braces, noHyphens: state.noHyphens };
  const output = result.ok ? result.value.map((uuid) => formatUuid(uuid, format)).join('\n') : '';

  return (
    <Stack gap="md">
      <Card>
        <ButtonsSelect
          label="UUID version"
          options={versionOptions}
          value={version}
          onChange={(value) => set('version', value)}
        />
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={(value) => set('quantity', clampUuidQuantity(value))}
          min={uuidQuantityMin}
          max={uuidQuantityMax}
          w={180}
        />
        {nameBased && (
          <>
            <ButtonsSelect<NamespacePreset | ''>
              label="Namespace"
              options={namespaceOptions}
              value={namespacePresetOf(namespace) ?? ''}
              onChange={(preset) => {
                if (preset !== '') set('namespace', namespacePresets[preset]);
              }}
            />
            <InputText
              label="Namespace UUID"
              placeholder="Namespace UUID, e.g. 6ba7b810-9dad-11d1-80b4-00c04fd430c8"
              value={namespace}
              onChange={(value) => set('namespace', value)}
              validationRules={namespaceRules}
              monospace
              spellCheck={false}
            />
            <InputText
              label="Name"
              placeholder="Name"
              value={name}
              onChange={(value) => set('name', value)}
              spellCheck={false}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Switch label="Uppercase" checked={state.uppercase} onChange={(value) => set('uppercase', value)} />
          <Switch label="Braces {…}" checked={state.braces} onChange={(value) => set('braces', value)} />
          <Switch label="No hyphens" checked={state.noHyphens} onChange={(value) => set('noHyphens', value)} />
        </SimpleGrid>
        <InputText
          label="UUIDs"
          value={output}
          placeholder=""
          readOnly
          multiline
          autosize
          rows={1}
          maxRows={16}
          monospace
          centered
          spellCheck={false}
        />
        <GeneratorActions onRefresh={refresh} copyValue={output} copiedNotice="UUIDs copied to the clipboard" />
      </Card>
      <UuidDecoder text={state.decode} onChange={(value) => set('decode', value)} />
    </Stack>
  );
}
