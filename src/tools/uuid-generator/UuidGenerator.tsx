import { SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { ok } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import words from './locales/en.json';
import { uuidDecode, uuidGenerate } from './operations';
import { UuidDecoder } from './UuidDecoder';
import {
  clampUuidQuantity,
  formatUuid,
  generateUuids,
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

const fields = { ...uuidGenerate.fields, ...uuidDecode.fields };
const { uppercase, braces, noHyphens } = uuidGenerate.fields;
const formats = { uppercase, braces, noHyphens };

const versionOptions = uuidVersions.map((version) => ({ value: version, label: version }));
const namespaceOptions = namespacePresetNames.map((name) => ({ value: name, label: name }));

export default function UuidGenerator() {
  const { t, text } = useToolWords(words);
  const [state, set] = useToolState('uuid-generator', fields);
  const { version, quantity, namespace, name } = state;
  const nameBased = isNameBased(version);
  const namespaceRules = useMemo(
    () => [{ validator: (typed: string) => parseNamespace(typed).ok, message: t('errors.invalidUuid') }],
    [t],
  );

  // Generated after hydration only: random and time-based values must never be baked into the
  // prerendered page.
  // The format switches reformat the same UUIDs: only the other options make new ones.
  const [result, setResult] = useState<ReturnType<typeof generateUuids>>(ok([]));
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
          label={t('version.label')}
          options={versionOptions}
          value={version}
          onChange={(value) => set('version', value)}
        />
        <NumberInput
          label={t('quantity.label')}
          value={quantity}
          onChange={(value) => set('quantity', clampUuidQuantity(value))}
          min={uuidQuantityMin}
          max={uuidQuantityMax}
          w={180}
        />
        {nameBased && (
          <>
            <ButtonsSelect<NamespacePreset | ''>
              label={t('namespace.presets')}
              options={namespaceOptions}
              value={namespacePresetOf(namespace) ?? ''}
              onChange={(preset) => {
                if (preset !== '') set('namespace', namespacePresets[preset]);
              }}
            />
            <InputText
              label={t('namespace.label')}
              placeholder={t('namespace.placeholder')}
              value={namespace}
              onChange={(value) => set('namespace', value)}
              validationRules={namespaceRules}
              monospace
              spellCheck={false}
            />
            <InputText
              label={t('name.label')}
              placeholder={t('name.placeholder')}
              value={name}
              onChange={(value) => set('name', value)}
              spellCheck={false}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FieldControls
            fields={formats}
            values={state}
            onChange={(field, value) => set(field as keyof typeof formats, value as boolean)}
            text={text}
          />
        </SimpleGrid>
        <InputText
          label={t('generate.output')}
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
        <GeneratorActions onRefresh={refresh} copyValue={output} copiedNotice={t('generate.copied')} />
      </Card>
      <UuidDecoder text={state.decode} onChange={(value) => set('decode', value)} />
    </Stack>
  );
}
