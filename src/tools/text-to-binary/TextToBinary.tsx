import { Stack } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { binaryToText, textToBinary } from './text-to-binary';

// Outputs of large inputs are slow to lay out: re-render them only when their own value changes.
const OutputField = memo(CopyableField);

export default function TextToBinary() {
  const [text, setText] = useState('');
  const settledText = useDebouncedWhenLarge(text);
  const binaryFromText = useMemo(() => textToBinary(settledText), [settledText]);

  const [binary, setBinary] = useState('');
  const settledBinary = useDebouncedWhenLarge(binary);
  const textFromBinary = useMemo(() => binaryToText(settledBinary), [settledBinary]);

  return (
    <Stack gap="md">
      <Card title="Text to ASCII binary">
        <InputText
          label="Enter text to convert to binary"
          value={text}
          onChange={setText}
          placeholder="e.g. 'Hello world'"
          multiline
          autosize
          autoFocus
          spellCheck={false}
        />
        <OutputField
          label="Binary from your text"
          value={binaryFromText}
          multiline
          placeholder="The binary representation of your text will be here"
          copyLabel="Copy binary to clipboard"
        />
      </Card>

      <Card title="ASCII binary to text">
        <InputText
          label="Enter binary to convert to text"
          value={binary}
          onChange={setBinary}
          placeholder="e.g. '01000101 01111000 01100001 01101101 01110000 01101100 01100101'"
          multiline
          autosize
          monospace
          spellCheck={false}
          error={textFromBinary.ok ? undefined : textFromBinary.error}
        />
        <OutputField
          label="Text from your binary"
          value={textFromBinary.ok ? textFromBinary.value : ''}
          multiline
          monospace={false}
          placeholder="The text representation of your binary will be here"
          copyLabel="Copy text to clipboard"
        />
      </Card>
    </Stack>
  );
}
