import { SimpleGrid, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { keccakHint } from '../../lib/hash/hash-functions';
import { matchesPastedDigest } from '../../lib/hash/pasted-digest';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { IconButton } from '../../ui/button/IconButton';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import {
  computeHmac,
  decodeKey,
  hmacAlgorithmIds,
  hmacAlgorithmOptions,
  hmacAll,
  hmacEncodingOptions,
  keyEncodingOptions,
} from './hmac-generator';
import { hmacFields } from './hmac-generator-fields';

function ExpectedStatus({ expected, match }: { expected: string; match: boolean }) {
  if (expected.trim() === '') return null;
  return (
    <Text size="sm" weight="medium" tone={match ? 'success' : 'error'}>
      {match ? 'The HMAC matches' : 'The HMAC does not match'}
    </Text>
  );
}

export default function HmacGenerator() {
  const [{ text, key, keyEncoding, algorithm, encoding, expected, showAll }, set] = useToolState(
    'hmac-generator',
    hmacFields,
  );

  const message = useDebouncedWhenLarge(text);
  const result = useMemo(
    () => computeHmac(message, key, { algorithm, encoding, keyEncoding }),
    [message, key, algorithm, encoding, keyEncoding],
  );
  const allRows = useMemo(() => {
    if (!showAll) return [];
    const keyBytes = decodeKey(key, keyEncoding);
    if (!keyBytes.ok) return [];
    const all = hmacAll(message, keyBytes.value, encoding);
    return hmacAlgorithmIds.map((id) => ({ label: id, value: all[id] }));
  }, [showAll, message, key, keyEncoding, encoding]);

  const match = result.ok && matchesPastedDigest(result.value.mac, expected);

  return (
    <Card>
      <InputText
        label="Plain text to compute the hash"
        placeholder="Plain text to compute the hash..."
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
          label="Secret key"
          placeholder="Enter the secret key..."
          value={key}
          onChange={(value) => set('key', value)}
          error={result.ok ? undefined : result.error}
          spellCheck={false}
          rightSection={
            key ? (
              <IconButton label="Clear the secret key" onClick={() => set('key', '')}>
                <IconX size={16} aria-hidden />
              </IconButton>
            ) : undefined
          }
        />
        <Select
          label="Key encoding"
          options={keyEncodingOptions}
          value={keyEncoding}
          onChange={(value) => set('keyEncoding', value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Hashing function"
          options={hmacAlgorithmOptions}
          value={algorithm}
          onChange={(value) => set('algorithm', value)}
          description={algorithm === 'Keccak-512' ? keccakHint : undefined}
        />
        <Select
          label="Output encoding"
          options={hmacEncodingOptions}
          value={encoding}
          onChange={(value) => set('encoding', value)}
        />
      </SimpleGrid>
      <CopyableField
        label="HMAC of your text"
        value={result.ok ? result.value.encoded : ''}
        multiline
        rows={3}
        placeholder="The result of the HMAC..."
        copyLabel="Copy HMAC"
      />
      <Stack gap={4}>
        <InputText
          label="Expected HMAC"
          placeholder="Paste the HMAC to check (hex, Base64 or binary; sha256=… accepted)"
          value={expected}
          onChange={(value) => set('expected', value)}
          monospace
          spellCheck={false}
        />
        <div role="status" aria-live="polite">
          {result.ok && <ExpectedStatus expected={expected} match={match} />}
        </div>
      </Stack>
      <Switch label="Show all algorithms" checked={showAll} onChange={(value) => set('showAll', value)} />
      {allRows.length > 0 && <KeyValueTable caption="HMAC with every function" rows={allRows} copyable />}
    </Card>
  );
}
