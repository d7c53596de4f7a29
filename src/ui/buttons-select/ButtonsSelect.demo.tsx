import { Text } from '@mantine/core';
import { useState } from 'react';
import { ButtonsSelect } from './ButtonsSelect';

const encodings = [
  { label: 'Hexadecimal', value: 'hex' },
  { label: 'Base64', value: 'base64' },
  { label: 'Base64 URL', value: 'base64url' },
  { label: 'Binary', value: 'binary' },
] as const;

type Encoding = (typeof encodings)[number]['value'];

export default function ButtonsSelectDemo() {
  const [encoding, setEncoding] = useState<Encoding>('hex');
  return (
    <>
      <ButtonsSelect label="Digest encoding" options={encodings} value={encoding} onChange={setEncoding} />
      <Text size="sm" mt="sm">
        Chosen: {encoding}
      </Text>
    </>
  );
}
