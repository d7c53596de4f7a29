import { SimpleGrid, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { DigestEncoding } from '../../lib/hash/digest-encoding';
import { keccakHint } from '../../lib/hash/hash-functions';
import { matchesPastedDigest } from '../../lib/hash/pasted-digest';
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
  defaultHmacAlgorithm,
  defaultHmacEncoding,
  defaultKeyEncoding,
  hmacAlgorithmIds,
  hmacAlgorithmOptions,
  hmacAll,
  hmacEncodingOptions,
  keyEncodingOptions,
  type HmacAlgorithm,
  type KeyEncoding,
} from './hmac-generator';

function ExpectedStatus({ expected, match }: { expected: string; match: boolean }) {
  if (expected.trim() === '') return null;
  return (
    <Text size="sm" weight="medium" tone={match ? 'success' : 'error'}>
      {match ? 'The HMAC matches' : 'The HMAC does not match'}
    </Text>
  );
}

export default function HmacGenerator() {
  // Nothing here is kept: a secret key belongs neither in storage nor in a link.
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [keyEncoding, setKeyEncoding] = useState<KeyEncoding>(defaultKeyEncoding);
  const [algorithm, setAlgorithm] = useState<HmacAlgorithm>(defaultHmacAlgorithm);
  const [encoding, setEncoding] = useState<DigestEncoding>(defaultHmacEncoding);
  const [expected, setExpected] = useState('');
  const [showAll, setShowAll] = useState(false);

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
        onChange={setText}
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
          onChange={setKey}
          error={result.ok ? undefined : result.error}
          spellCheck={false}
          rightSection={
            key ? (
              <IconButton label="Clear the secret key" onClick={() => setKey('')}>
                <IconX size={16} aria-hidden />
              </IconButton>
            ) : undefined
          }
        />
        <Select label="Key encoding" options={keyEncodingOptions} value={keyEncoding} onChange={setKeyEncoding} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Hashing function"
          options={hmacAlgorithmOptions}
          value={algorithm}
          onChange={setAlgorithm}
          description={algorithm === 'Keccak-512' ? keccakHint : undefined}
        />
        <Select label="Output encoding" options={hmacEncodingOptions} value={encoding} onChange={setEncoding} />
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
          onChange={setExpected}
          monospace
          spellCheck={false}
        />
        <div role="status" aria-live="polite">
          {result.ok && <ExpectedStatus expected={expected} match={match} />}
        </div>
      </Stack>
      <Switch label="Show all algorithms" checked={showAll} onChange={setShowAll} />
      {allRows.length > 0 && <KeyValueTable caption="HMAC with every function" rows={allRows} copyable />}
    </Card>
  );
}
