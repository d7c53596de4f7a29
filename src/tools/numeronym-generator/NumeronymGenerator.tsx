import { Group } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { expandNumeronym, generateNumeronym, knownNumeronyms } from './numeronym-generator';

const numeronymFields = defineFields({
  word: textField(''),
  eachWord: booleanField(false),
});

const knownList = knownNumeronyms.map(({ numeronym, words }) => `${numeronym} (${words})`).join(', ');

export default function NumeronymGenerator() {
  const [{ word, eachWord }, set] = useToolState('numeronym-generator', numeronymFields);
  const expansion = expandNumeronym(word);
  return (
    <Card>
      <InputText
        label="Word"
        value={word}
        onChange={(value) => set('word', value)}
        placeholder="Enter a word, e.g. 'internationalization'"
        size="lg"
        clearable
        description={expansion && `${word.trim()} is the well-known numeronym of “${expansion}”.`}
      />
      <Switch label="Each word separately" checked={eachWord} onChange={(value) => set('eachWord', value)} />
      <Group justify="center">
        <IconArrowDown size={24} aria-hidden />
      </Group>
      <CopyableField
        label="Numeronym"
        value={generateNumeronym(word, eachWord)}
        placeholder="Your numeronym will be here, e.g. 'i18n'"
        size="lg"
      />
      <Note>Well-known numeronyms: {knownList}.</Note>
    </Card>
  );
}
