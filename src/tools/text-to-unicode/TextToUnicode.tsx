import { Stack } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { textToUnicode, unicodeToText } from './text-to-unicode';

// Outputs of large inputs are slow to lay out: re-render them only when their own value changes.
const OutputField = memo(CopyableField);

export default function TextToUnicode() {
  const [text, setText] = useState('');
  const settledText = useDebouncedWhenLarge(text);
  const unicodeFromText = useMemo(() => textToUnicode(settledText), [settledText]);

  const [unicode, setUnicode] = useState('');
  const settledUnicode = useDebouncedWhenLarge(unicode);
  const textFromUnicode = useMemo(() => unicodeToText(settledUnicode), [settledUnicode]);

  return (
    <Stack gap="md">
      <Card title="Text to Unicode">
        <InputText
          label="Enter text to convert to unicode"
          value={text}
          onChange={setText}
          placeholder="e.g. 'Hello Avengers'"
          multiline
          autosize
          autoFocus
          spellCheck={false}
        />
        <OutputField
          label="Unicode from your text"
          value={unicodeFromText}
          multiline
          placeholder="The unicode representation of your text will be here"
          copyLabel="Copy unicode to clipboard"
        />
      </Card>

      <Card title="Unicode to Text">
        <InputText
          label="Enter unicode to convert to text"
          value={unicode}
          onChange={setUnicode}
          placeholder="e.g. '&#72;&#105;' or '&#x1F600;'"
          multiline
          autosize
          monospace
          spellCheck={false}
        />
        <OutputField
          label="Text from your Unicode"
          value={textFromUnicode}
          multiline
          monospace={false}
          placeholder="The text representation of your unicode will be here"
          copyLabel="Copy text to clipboard"
        />
      </Card>
    </Stack>
  );
}
