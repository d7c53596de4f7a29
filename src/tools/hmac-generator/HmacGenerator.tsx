import { SimpleGrid, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { keccakHint } from '../../lib/hash/hash-functions';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { IconButton } from '../../ui/button/IconButton';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import { decodeKey, hmacAlgorithmIds, hmacAll } from './hmac-generator';
import words from './locales/en.json';
import { hmacGenerate } from './operations';

const { keyEncoding: keyEncodingField, encoding: encodingField, showAll: showAllField } = hmacGenerate.fields;
const algorithmOptions = hmacAlgorithmIds.map((id) => ({ value: id, label: id }));

export default function HmacGenerator() {
  const { t, text: keyText, word } = useToolWords(words);
  const [state, set] = useToolState('hmac-generator', hmacGenerate.fields);
  const { text, key, keyEncoding, algorithm, encoding, expected, showAll } = state;
  const setField = (name: string, value: unknown) => set(name as keyof typeof state, value as never);

  const message = useDebouncedWhenLarge(text);
  const result = useMemo(
    () => hmacGenerate.run(message, { text: message, key, keyEncoding, algorithm, encoding, expected, showAll }),
    [message, key, keyEncoding, algorithm, encoding, expected, showAll],
  );
  const allRows = useMemo(() => {
    if (!showAll) return [];
    const keyBytes = decodeKey(key, keyEncoding);
    if (!keyBytes.ok) return [];
    const all = hmacAll(message, keyBytes.value, encoding);
    return hmacAlgorithmIds.map((id) => ({ label: id, value: all[id] }));
  }, [showAll, message, key, keyEncoding, encoding]);

  const expectedStatus = result.ok ? result.notes?.[0] : undefined;

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
        spellCheck={false}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InputText
          label={t('key.label')}
          placeholder={t('key.placeholder')}
          value={key}
          onChange={(value) => set('key', value)}
          error={result.ok ? undefined : word(result.error)}
          spellCheck={false}
          rightSection={
            key ? (
              <IconButton label={t('key.clear')} onClick={() => set('key', '')}>
                <IconX size={16} aria-hidden />
              </IconButton>
            ) : undefined
          }
        />
        <FieldControls fields={{ keyEncoding: keyEncodingField }} values={state} onChange={setField} text={keyText} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('algorithm.label')}
          options={algorithmOptions}
          value={algorithm}
          onChange={(value) => set('algorithm', value)}
          description={algorithm === 'Keccak-512' ? keyText(keccakHint) : undefined}
        />
        <FieldControls fields={{ encoding: encodingField }} values={state} onChange={setField} text={keyText} />
      </SimpleGrid>
      <CopyableField
        label={t('output.label')}
        value={result.ok ? result.value : ''}
        multiline
        rows={3}
        placeholder={t('output.placeholder')}
        copyLabel={t('output.copy')}
      />
      <Stack gap={4}>
        <InputText
          label={t('expected.label')}
          placeholder={t('expected.placeholder')}
          value={expected}
          onChange={(value) => set('expected', value)}
          monospace
          spellCheck={false}
        />
        <div role="status" aria-live="polite">
          {expectedStatus && (
            <Text size="sm" weight="medium" tone={expectedStatus.warning ? 'error' : 'success'}>
              {word(expectedStatus)}
            </Text>
          )}
        </div>
      </Stack>
      <FieldControls fields={{ showAll: showAllField }} values={state} onChange={setField} text={keyText} />
      {allRows.length > 0 && <KeyValueTable caption={t('showAll.caption')} rows={allRows} copyable />}
    </Card>
  );
}
