import { useMemo } from 'react';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { textToNatoAlphabet } from './text-to-nato-alphabet';

const fields = defineFields({ text: textField('') });

export default function TextToNatoAlphabet() {
  const [{ text }, set] = useToolState('text-to-nato-alphabet', fields);
  const settledText = useDebouncedWhenLarge(text);
  const natoText = useMemo(() => textToNatoAlphabet(settledText), [settledText]);

  return (
    <Card>
      <InputText
        label="Your text to convert to NATO phonetic alphabet"
        value={text}
        onChange={(value) => set('text', value)}
        placeholder="Put your text here..."
        clearable
        spellCheck={false}
      />
      {natoText !== '' && (
        <CopyableField
          label="Your text in NATO phonetic alphabet"
          value={natoText}
          multiline
          monospace={false}
          copyLabel="Copy NATO string"
        />
      )}
    </Card>
  );
}
